/**
 * What the blocking feature offers the others (docs/architecture.md, "Boundaries"): the refusal of
 * a message or a booking request across a block (docs/decisions/0065-members-block-members.md).
 * The rest of the folder is its own.
 */
export { refuseIfBlocked } from './blocking.service';
