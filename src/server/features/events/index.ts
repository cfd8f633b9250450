/**
 * What the events feature offers the others (docs/architecture.md, "Boundaries"): live events:
 * publishing them after commit, and the unread counts they carry. The rest of the folder is its
 * own.
 */
export { liveEvent, publish } from './publish';
export { noneUnread, unreadCounts, unreadCountsFor } from './unread-counts';
