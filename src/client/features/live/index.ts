/**
 * What other features may use of live (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */

export type { ThreadData } from './cache-updates';
export {
  addMessageToConversations,
  addMessageToThread,
  isPending,
  lowerCounts,
  markConversationsRead,
  markNotificationsRead,
  markThreadRead,
  mergeLatestPage,
  PENDING_PREFIX,
  prependOlderPage,
  settlePendingMessage,
} from './cache-updates';
export { LiveConnection } from './live-connection';
export { setOpenThread, usePollingInterval } from './live-status';
