/**
 * The owner's device: a sign-in sets a long-lived cookie naming the account, signed with
 * SESSION_SECRET, so that wrong guesses by others never refuse the owner (docs/decisions/0027).
 * It grants nothing by itself: the password is still needed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export const DEVICE_COOKIE = 'ajjir_device';
const DEVICE_COOKIE_DAYS = 365;

const signatureOf = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`known-device:${userId}`).digest('base64url');

export function setDeviceCookie(app: FastifyInstance, reply: FastifyReply, userId: string): void {
  reply.setCookie(DEVICE_COOKIE, `${userId}.${signatureOf(app.config.sessionSecret, userId)}`, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https://'),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** Whether the request comes from a device where `userId` signed in before. */
export function isKnownDevice(app: FastifyInstance, request: FastifyRequest, userId: string): boolean {
  const cookie = request.cookies[DEVICE_COOKIE];
  if (!cookie) return false;
  const given = Buffer.from(cookie);
  const expected = Buffer.from(`${userId}.${signatureOf(app.config.sessionSecret, userId)}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether the account has a live session from this address (the owner's own network). */
export async function isKnownAddress(db: Db, userId: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}
