/**
 * Phone codes (docs/decisions/0062-verified-members.md): six random digits texted to the number on
 * the member's profile (E.164, the number that is kept), valid ten minutes, five tries, a new one at
 * most once a minute; only its keyed hash is stored, and a new code ends the one before. A code is
 * sent while the member waits, after the code is stored and committed (claim, commit, call): a code
 * is worth nothing ten minutes on, so a failed text is not retried by a job but answered as
 * `sms_unavailable`, and the member asks again. The number verified is the one the code went to: a
 * changed number loses its verification (a trigger on users, migration 0034).
 */
import { randomInt } from 'node:crypto';
import type { PhoneCodeSent } from '@shared/answers/verification';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TTL_MINUTES,
} from '@shared/verification';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneCodes, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { keyedHash, sameHash } from './secrets';
import { SmsError, type SmsSender } from './sms/sms-sender';

type UserRow = typeof users.$inferSelect;
type CodeRow = typeof phoneCodes.$inferSelect;

/** The member's live code: the latest, unused, unexpired, with tries left. */
export async function liveCodeOf(db: Db, userId: string): Promise<CodeRow | undefined> {
  const [latest] = await db
    .select()
    .from(phoneCodes)
    .where(eq(phoneCodes.userId, userId))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt <= new Date() || latest.tries >= PHONE_CODE_MAX_TRIES) {
    return undefined;
  }
  return latest;
}

export function resendAtOf(code: Pick<CodeRow, 'createdAt'>): Date {
  return new Date(code.createdAt.getTime() + PHONE_CODE_RESEND_SECONDS * 1000);
}

function newCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

/**
 * Stores a new code for the member's number (the ones before end), unless one was sent less than a
 * minute ago (429 phone_code_wait). Under the member's row lock, so two presses make one code.
 */
async function claimCode(db: Db, user: UserRow, hashKey: string): Promise<{ code: string; row: CodeRow }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!locked?.phone)
      throw new AppError('phone_missing', 'Add a Saudi mobile number to your profile first');
    if (locked.phoneVerifiedAt)
      throw new AppError('phone_verified', 'This mobile number is verified already');
    const [recent] = await tx
      .select({ createdAt: phoneCodes.createdAt })
      .from(phoneCodes)
      .where(
        and(
          eq(phoneCodes.userId, user.id),
          gt(phoneCodes.createdAt, sql`now() - make_interval(secs => ${PHONE_CODE_RESEND_SECONDS})`),
        ),
      )
      .limit(1);
    if (recent) {
      const wait = Math.max(1, Math.ceil((resendAtOf(recent).getTime() - Date.now()) / 1000));
      throw new AppError('phone_code_wait', `A code was sent a moment ago; ask again in ${wait} s`, {
        retryAfter: wait,
      });
    }
    await tx
      .update(phoneCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(phoneCodes.userId, user.id), isNull(phoneCodes.usedAt)));
    const code = newCode();
    const [row] = await tx
      .insert(phoneCodes)
      .values({
        userId: user.id,
        phone: locked.phone,
        codeHash: keyedHash(hashKey, 'phone-code', `${user.id}:${code}`),
        expiresAt: sql`now() + make_interval(mins => ${PHONE_CODE_TTL_MINUTES})`,
      })
      .returning();
    return { code, row: row as CodeRow };
  });
}

/** The text, in the member's language; the code first, as phones read one-time codes. */
function messageOf(code: string, language: string): string {
  return language === 'en'
    ? `${code} is your Ajjir verification code. It works for ${PHONE_CODE_TTL_MINUTES} minutes. Never share it.`
    : `${code} رمز التحقق في أجّر، صالح لمدة ${PHONE_CODE_TTL_MINUTES} دقائق. لا تشاركه مع أحد.`;
}

export async function sendPhoneCode(
  db: Db,
  user: UserRow,
  options: { sms: SmsSender; hashKey: string; codeOnScreen: boolean },
): Promise<PhoneCodeSent> {
  const { code, row } = await claimCode(db, user, options.hashKey);
  try {
    await options.sms.send({ to: row.phone, body: messageOf(code, user.preferredLanguage) });
  } catch (error) {
    // The code never reached the phone: it ends, so the member may ask again at once.
    await db.delete(phoneCodes).where(eq(phoneCodes.id, row.id));
    if (error instanceof SmsError) {
      throw new AppError('sms_unavailable', `The text message could not be sent: ${error.message}`);
    }
    throw error;
  }
  return {
    sentTo: row.phone,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    resendAt: resendAtOf(row).toISOString(),
    triesLeft: PHONE_CODE_MAX_TRIES,
    ...(options.codeOnScreen && { code }),
  };
}

/**
 * Checks a code: a try is counted by the statement that reads the code (two at once cannot both
 * pass the fifth); the right code, for the number the profile still has, verifies that number.
 */
export async function confirmPhoneCode(
  db: Db,
  userId: string,
  typed: string,
  hashKey: string,
): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (user?.phoneVerifiedAt) return 'verified_already' as const;
    const [claimed] = await tx
      .update(phoneCodes)
      .set({ tries: sql`${phoneCodes.tries} + 1` })
      .where(
        and(
          eq(phoneCodes.userId, userId),
          isNull(phoneCodes.usedAt),
          gt(phoneCodes.expiresAt, sql`now()`),
          lt(phoneCodes.tries, PHONE_CODE_MAX_TRIES),
        ),
      )
      .returning();
    if (!claimed || claimed.phone !== user?.phone) return 'expired' as const;
    if (!sameHash(claimed.codeHash, keyedHash(hashKey, 'phone-code', `${userId}:${typed}`))) {
      return 'wrong' as const;
    }
    await tx.update(phoneCodes).set({ usedAt: sql`now()` }).where(eq(phoneCodes.id, claimed.id));
    await tx.update(users).set({ phoneVerifiedAt: sql`now()` }).where(eq(users.id, userId));
    return 'verified' as const;
  });
  if (outcome === 'verified_already')
    throw new AppError('phone_verified', 'This mobile number is verified already');
  if (outcome === 'expired') {
    throw new AppError(
      'phone_code_expired',
      'This code has expired or was tried too often; ask for a new one',
    );
  }
  if (outcome === 'wrong') throw new AppError('phone_code_wrong', 'This is not the code that was sent');
}
