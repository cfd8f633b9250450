/**
 * Closing an account (POST /api/account/close, docs/decisions/0066-closed-accounts.md). Refused
 * while a rental or money is still open either way; otherwise, in one transaction, the account's
 * row stays (bookings, invoices and the ledger name it) emptied of everything personal, its
 * sessions end, its listings leave the marketplace, and what only served the member goes.
 */
import { randomBytes } from 'node:crypto';
import type { AccountCloseBlocker } from '@shared/account';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { writeAudit } from '../admin';
import { endOtherSessions, hashPassword } from '../auth';
import { forgetPhoto } from '../uploads';

/** Each rule of what keeps an account open, an EXISTS over the member's rows. */
const BLOCKER_SQL: Record<AccountCloseBlocker, (userId: string) => ReturnType<typeof sql>> = {
  rentals: (userId) => sql`SELECT 1 FROM bookings
    WHERE (renter_id = ${userId} OR owner_id = ${userId})
      AND status IN ('awaiting_payment', 'pending', 'confirmed', 'active')`,
  claims: (userId) => sql`SELECT 1 FROM claims c JOIN bookings b ON b.id = c.booking_id
    WHERE (b.renter_id = ${userId} OR b.owner_id = ${userId}) AND c.status IN ('open', 'disputed')`,
  no_shows: (userId) => sql`SELECT 1 FROM no_show_cases n JOIN bookings b ON b.id = n.booking_id
    WHERE (b.renter_id = ${userId} OR b.owner_id = ${userId}) AND n.closed_at IS NULL`,
  handovers: (userId) => sql`SELECT 1 FROM handover_confirmations h JOIN bookings b ON b.id = h.booking_id
    WHERE (b.renter_id = ${userId} OR b.owner_id = ${userId})
      AND ((h.answer IS NULL AND h.answer_due_at > now()) OR (h.answer = 'objected' AND h.resolved_at IS NULL))`,
  // A rental's money still held for it: the earning before its release, the deposit before it went back.
  money_held: (userId) => sql`SELECT 1 FROM ledger_entries e JOIN bookings b ON b.id = e.booking_id
    WHERE (b.renter_id = ${userId} OR b.owner_id = ${userId}) AND e.account IN ('escrow', 'deposits')
    GROUP BY e.booking_id, e.account HAVING sum(e.amount_halalas) <> 0`,
  balance: (userId) => sql`SELECT 1 FROM ledger_entries
    WHERE account = 'owner' AND user_id = ${userId} HAVING coalesce(sum(amount_halalas), 0) <> 0`,
  payouts: (
    userId,
  ) => sql`SELECT 1 FROM payouts WHERE owner_id = ${userId} AND status IN ('requested', 'sent')
    UNION ALL SELECT 1 FROM ledger_entries WHERE account = 'payouts_in_transit' AND user_id = ${userId}
      HAVING coalesce(sum(amount_halalas), 0) <> 0`,
  refunds: (userId) => sql`SELECT 1 FROM refunds r JOIN bookings b ON b.id = r.booking_id
    WHERE (b.renter_id = ${userId} OR b.owner_id = ${userId}) AND r.status = 'owed'`,
};

/** What keeps the account open now, in the order of ACCOUNT_CLOSE_BLOCKERS; empty: it may close. */
export async function closeBlockersOf(db: Db, userId: string): Promise<AccountCloseBlocker[]> {
  const names = Object.keys(BLOCKER_SQL) as AccountCloseBlocker[];
  const columns = sql.join(
    names.map((name) => sql`EXISTS (${BLOCKER_SQL[name](userId)}) AS ${sql.identifier(name)}`),
    sql`, `,
  );
  const [row] = await selectRows<Record<AccountCloseBlocker, boolean>>(db, sql`SELECT ${columns}`);
  return names.filter((name) => row?.[name] === true);
}

/** The member, locked for the closing (with the photo the closing removes); null when it closed meanwhile. */
async function lockOpenAccount(
  tx: Db,
  userId: string,
): Promise<{ username: string; profilePicture: string | null } | null> {
  const [row] = await selectRows<{ username: string; profilePicture: string | null }>(
    tx,
    sql`SELECT username, profile_picture AS "profilePicture" FROM users
      WHERE id = ${userId} AND closed_at IS NULL FOR UPDATE`,
  );
  return row ?? null;
}

export type CloseOutcome = { closed: true } | { closed: false; blockers: AccountCloseBlocker[] } | null;

/**
 * Closes the account if nothing keeps it open. Null: it was closed meanwhile (a second request).
 * Listings leave first, under their own row locks, so a request taking one of them either finished
 * (and is counted among the rentals) or finds it removed.
 */
export async function closeAccount(db: Db, userId: string): Promise<CloseOutcome> {
  // An unusable password: the hash of a secret nobody keeps (hashed before the transaction: slow on purpose).
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db
    .transaction(async (tx) => {
      const account = await lockOpenAccount(tx, userId);
      if (!account) return null;
      // Listings out of the marketplace, and their address and place with them (kept for the
      // bookings and reviews that name them).
      await tx.execute(sql`UPDATE items
      SET deleted_at = coalesce(deleted_at, now()), is_available = false, address = NULL, zip_code = NULL,
        latitude = NULL, longitude = NULL, updated_at = now()
      WHERE owner_id = ${userId}`);
      const blockers = await closeBlockersOf(tx, userId);
      if (blockers.length > 0) {
        // Nothing of the above stays: the whole transaction is undone.
        throw new RefusedClose(blockers);
      }
      await anonymise(tx, userId, unusableHash);
      // The photo's files go after the commit, once no other row names them (a job: storage is outside).
      await forgetPhoto(tx, account.profilePicture);
      await endOtherSessions(tx, userId, 'signed_out');
      await writeAudit(tx, {
        adminId: userId,
        action: 'member.account_closed',
        targetType: 'user',
        targetId: userId,
        targetLabel: null,
        details: {},
      });
      return { closed: true } as const;
    })
    .catch((error: unknown) => {
      if (error instanceof RefusedClose) return { closed: false, blockers: error.blockers } as const;
      throw error;
    });
}

class RefusedClose extends Error {
  constructor(readonly blockers: AccountCloseBlocker[]) {
    super('The account has open matters');
  }
}

/** Everything personal out, what the law or the other side needs kept (docs/decisions/0066). */
async function anonymise(tx: Db, userId: string, unusableHash: string): Promise<void> {
  const placeholder = userId.replaceAll('-', '');
  await tx.execute(sql`UPDATE users SET
      closed_at = now(), username = ${`closed_${placeholder}`}, email = ${`${placeholder}@closed.invalid`},
      password_hash = ${unusableHash}, first_name = '', last_name = '', bio = NULL, phone = NULL,
      address = NULL, city = NULL, state = NULL, zip_code = NULL, profile_picture = NULL,
      account_type = 'individual', company_name = NULL, company_website = NULL, tax_id = NULL,
      business_address = NULL, latitude = NULL, longitude = NULL, email_notifications = false,
      updated_at = now()
    WHERE id = ${userId}`);
  // What served only the member.
  for (const statement of [
    sql`DELETE FROM favorites WHERE user_id = ${userId}`,
    sql`DELETE FROM notifications WHERE user_id = ${userId}`,
    sql`DELETE FROM live_events WHERE user_id = ${userId}`,
    sql`DELETE FROM idempotency_keys WHERE user_id = ${userId}`,
    sql`DELETE FROM phone_codes WHERE user_id = ${userId}`,
    sql`DELETE FROM email_confirmations WHERE user_id = ${userId}`,
    sql`DELETE FROM password_reset_tokens WHERE user_id = ${userId}`,
    sql`DELETE FROM nafath_requests WHERE user_id = ${userId}`,
    sql`DELETE FROM member_blocks WHERE blocker_id = ${userId} OR blocked_id = ${userId}`,
    // Where the member was paid: the payouts made keep their own copy (the ledger's records).
    sql`DELETE FROM payout_accounts WHERE user_id = ${userId}`,
    // Conversations outside a booking go; a booking's messages stay for the other side.
    sql`DELETE FROM messages WHERE booking_id IS NULL AND (sender_id = ${userId} OR receiver_id = ${userId})`,
    // The identity check stays as proof of whom the bookings were with (the ID's keyed hash, level,
    // time), without the names, and no longer live: the same ID may verify a new account.
    sql`UPDATE identity_verifications SET verified_name = NULL, verified_name_en = NULL,
        revoked_at = coalesce(revoked_at, now()), revoke_reason = coalesce(revoke_reason, 'account closed')
      WHERE user_id = ${userId}`,
  ]) {
    await tx.execute(statement);
  }
}
