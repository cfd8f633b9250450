/**
 * What other features may use of users (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export { useUser } from './api/get-user';
export { useChangePassword, useUpdateProfile } from './api/update-profile';
