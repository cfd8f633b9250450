/**
 * Members block members (docs/decisions/0065-members-block-members.md): the figures both sides use.
 * A block is private to the blocker; while it stands the two members cannot message each other and
 * neither can request the other's items. Bookings made before it follow their own rules.
 */

/** How many blocked members GET /api/blocks answers at a time (the list's "show more"). */
export const BLOCKS_PAGE_SIZE = 20;
/** The most one page may ask for. */
export const MAX_BLOCKS_PAGE = 50;

/** Blocks and unblocks one member may make in an hour, together: enough for anyone, too few for a script. */
export const BLOCK_CHANGES_PER_HOUR = 30;
