/**
 * What the notifications feature offers the others (docs/architecture.md, "Boundaries"): telling
 * someone: notifications, mailed by a job once their change commits. The rest of the folder is its
 * own.
 */
export { markMessageNotificationRead } from './notifications.queries';
export { type NewNotification, notify, notifyOfMessage } from './notify';
