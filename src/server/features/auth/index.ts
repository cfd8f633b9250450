/**
 * What the auth feature offers the others (docs/architecture.md, "Boundaries"): sessions (who asks,
 * and ending them), passwords, the sign-in limits, and how a user is answered. The rest of the
 * folder is its own.
 */
export { AUTH_LIMITS } from './auth.limits';
export { takenIdentifiers } from './auth.queries';
export { consentsNeededOf, recordConsents } from './consents';
export { registerConfirmLinkMail, requireConfirmedEmail } from './email-confirmation';
export { emailConfirmationRoutes } from './email-confirmation.routes';
export { hashPassword, verifyPassword } from './password';
export { refuseReservedNames } from './reserved-names';
export {
  clearSessionCookie,
  type EndedSessionsNotice,
  endOtherSessions,
  liveSessionIds,
  requireUser,
  SESSION_COOKIE,
  SESSIONS_ENDED_CHANNEL,
  sessionIdOf,
  viewerOf,
} from './sessions';
export { toPublicUser, toUser, verifiedBadgesOf } from './user-view';
