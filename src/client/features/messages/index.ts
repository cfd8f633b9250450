/**
 * What other features may use of messages (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export { useSendMessage } from './api/messages';
