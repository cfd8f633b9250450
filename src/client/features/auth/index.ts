/**
 * What other features may use of auth (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export { currentUserQueryKey, useCurrentUser } from './api/current-user';
export { useSignOut } from './api/sign-out';
export { AuthCard } from './components/auth-card';
export { safeNextPath } from './safe-next';
export { isSigningOutHere, setSigningOutHere, signInAfterSessionEnded } from './session-ended';
