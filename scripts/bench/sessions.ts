/** Sessions the benchmarks make in SQL instead of signing in (argon2 would be what they measure). */
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { SESSION_COOKIE } from '../../src/server/features/auth/sessions';

/** What sessions.ts stores of a token: its SHA-256. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A day-long session of `userId`, as sessions.ts stores them; answers its token and cookie. */
export async function createSession(
  pool: pg.Pool,
  userId: string,
  userAgent: string,
): Promise<{ token: string; cookie: string }> {
  const token = randomBytes(32).toString('base64url');
  await pool.query(
    `INSERT INTO sessions (id_hash, user_id, expires_at, user_agent) VALUES ($1, $2, now() + interval '1 day', $3)`,
    [tokenHash(token), userId, userAgent],
  );
  return { token, cookie: `${SESSION_COOKIE}=${token}` };
}
