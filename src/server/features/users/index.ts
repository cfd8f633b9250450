/**
 * What the users feature offers the others (docs/architecture.md, "Boundaries"): reading a user,
 * and the profile edit administrators make too. The rest of the folder is its own.
 */
export { requireCurrentPassword } from './current-password';
export { applyProfileUpdate } from './profile-update';
export { responsivenessOf } from './responsiveness';
export { USER_LIMITS } from './users.limits';
export { findUserById, type UserRow } from './users.queries';
