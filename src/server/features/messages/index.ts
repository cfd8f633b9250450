/**
 * What the messages feature offers the others (docs/architecture.md, "Boundaries"): storing a
 * message, as a paid request's words start a conversation. The rest of the folder is its own.
 */
export { storeMessage } from './messages.service';
