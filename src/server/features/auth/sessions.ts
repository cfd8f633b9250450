/**
 * Sessions live in the database (several server processes share them). The
 * cookie holds a random token; the table holds only its SHA-256, so a leaked
 * table yields no live cookie. Expiry slides: 30 days from the last visit,
 * written at most once a day per session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SessionEndReason } from '@shared/api-types';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { unauthorized } from '../../http/errors';

export const SESSION_COOKIE = 'ajjir_session';
const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
const SLIDE_AFTER_MS = DAY_MS;

type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; loaded once per request by the sessions hook. */
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /**
     * The route answers everyone alike (http/read-cache.ts): the sessions hook does not read the
     * session (a query per request saved); a handler that needs the viewer after all calls `viewerOf`.
     */
    publicRead?: boolean;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const expiresFrom = (now: number) => new Date(now + SESSION_DAYS * DAY_MS);

export async function createSession(db: Db, userId: string, request: FastifyRequest): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    expiresAt: expiresFrom(Date.now()),
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    ip: request.ip,
  });
  return token;
}

export async function destroySession(db: Db, token: string, reason: SessionEndReason): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.idHash, hashToken(token)))
    .returning({ userId: sessions.userId });
  if (ended[0]) await announceEndedSessions(db, { userId: ended[0].userId, reason });
}

/** Ends every session of the user but the one with `keepToken` (the request's own, if any). */
export async function endOtherSessions(
  db: Db,
  userId: string,
  reason: SessionEndReason,
  keepToken?: string,
): Promise<void> {
  const others = keepToken
    ? and(eq(sessions.userId, userId), ne(sessions.idHash, hashToken(keepToken)))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(others);
  await announceEndedSessions(db, { userId, reason });
}

/**
 * Sessions ended: every server process checks the live streams it holds (of `userId`, or all) and
 * ends those whose session is gone (features/events/hub.ts). A NOTIFY in the caller's transaction,
 * heard by every process once it commits: a stream never outlives the change that ended its session.
 */
export const SESSIONS_ENDED_CHANNEL = 'ajjir_sessions_ended';
export interface EndedSessionsNotice {
  /** Absent: sessions of any account (expiry). */
  userId?: string;
  reason: SessionEndReason;
}

export async function announceEndedSessions(db: Db, notice: EndedSessionsNotice): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${SESSIONS_ENDED_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** The id a session is known by (its token's hash, as stored); a stream keeps it to check later. */
export const sessionIdOf = (token: string): string => hashToken(token);

/** Of `sessionIds`, those that still sign someone in (not ended, not expired, the account not blocked). */
export async function liveSessionIds(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.idHash, sessionIds),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.suspendedAt),
        isNull(users.closedAt),
      ),
    );
  return new Set(rows.map((row) => row.idHash));
}

/** The session lookup of every signed-in request, prepared once per handle (as findItem's). */
const prepareSessionLookup = (db: Db) =>
  db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.suspendedAt),
        isNull(users.closedAt),
      ),
    )
    .prepare('session_user');
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/** The user of a live session; a blocked user's sessions do not sign anyone in. */
async function userOfSession(db: Db, token: string): Promise<UserRow | null> {
  const idHash = hashToken(token);
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ idHash, now: new Date().toISOString() });
  if (!row) return null;
  const now = Date.now();
  if (now - row.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: expiresFrom(now) })
      .where(eq(sessions.idHash, idHash));
  }
  return row.user;
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https://'),
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Loads `request.user` for API requests that carry a session cookie, but on public reads. Either
 * way the answer now depends on the session (http/private-answers.ts marks it private). It runs
 * before the route's schemas check the input (docs/decisions/0042), so a refusal of bad input is
 * private too. A session read earlier in the request (`viewerOf`) is not read again.
 */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('preValidation', async (request) => {
    // The matched route, not the raw URL: /%61pi/… reaches the same route (docs/decisions/0030).
    if (!request.routeOptions.url?.startsWith('/api/') || request.routeOptions.config.publicRead) return;
    if (request.sessionRead) return;
    request.sessionRead = true;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.user = await userOfSession(app.db, token);
  });
}

/** The signed-in user on a public-read route, read from the session when a handler needs it. */
export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<UserRow | null> {
  request.sessionRead = true;
  const token = request.cookies[SESSION_COOKIE];
  if (token && request.user === null) request.user = await userOfSession(app.db, token);
  return request.user;
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized('Please sign in');
  return request.user;
}
