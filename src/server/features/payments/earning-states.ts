/**
 * Where each settled rental's money stands for its owner: still in the balance, in a payout on its
 * way, or paid out (docs/decisions/0053-owner-earning-states.md). A payout takes the whole balance
 * (payouts.service.ts), so it carries the earnings settled before it, oldest first: the rentals a
 * payout covers are those whose running total of settled earnings it reaches. A payout that failed
 * or came back put its money back in the balance for a later payout, so it covers nothing.
 */
import type { EarningState, HeldFor } from '@shared/api-types';
import { earningReleaseMoment } from '@shared/bookings';
import { type ClaimStatus, disputeDecideBy } from '@shared/claims';
import type { BookingStatus } from '@shared/constants';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';

/** The payout that carries a settled rental's earning. */
export interface Covering {
  status: 'requested' | 'sent' | 'paid';
  paidAt: Date | null;
}

/**
 * For each of the owner's settled rentals that a payout carries (optionally only `bookingIds`), that
 * payout. A rental missing from the map is still in the balance.
 */
export async function payoutsCovering(
  db: Db,
  ownerId: string,
  bookingIds?: readonly string[],
): Promise<Map<string, Covering>> {
  if (bookingIds?.length === 0) return new Map();
  const only = bookingIds
    ? sql`WHERE s.booking_id IN (${sql.join(
        bookingIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const rows = await selectRows<{
    booking_id: string;
    status: Covering['status'];
    paid_at: Date | string | null;
  }>(
    db,
    sql`
      WITH settled AS (
        SELECT t.booking_id, sum(-e.amount_halalas) OVER (ORDER BY t.id) AS upto
        FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account = 'owner' AND e.user_id = ${ownerId} AND t.kind = 'settle'
      ),
      carried AS (
        SELECT status, paid_at, sum(amount_halalas) OVER (ORDER BY created_at, number) AS upto
        FROM payouts
        WHERE owner_id = ${ownerId} AND status IN ('requested', 'sent', 'paid')
      )
      SELECT s.booking_id, c.status, c.paid_at
      FROM settled s
      JOIN LATERAL (
        SELECT status, paid_at FROM carried WHERE carried.upto >= s.upto ORDER BY carried.upto LIMIT 1
      ) c ON true
      ${only}
    `,
  );
  return new Map(
    rows.map((row) => [
      row.booking_id,
      { status: row.status, paidAt: row.paid_at === null ? null : new Date(row.paid_at) },
    ]),
  );
}

/** A rental's earning as its owner reads it: held until it ends, then available, in a payout, paid out. */
export function earningStateOf(
  settled: boolean,
  covering: Covering | undefined,
): { state: EarningState; paidOutAt: string | null } {
  if (!settled) return { state: 'pending', paidOutAt: null };
  if (!covering) return { state: 'available', paidOutAt: null };
  if (covering.status !== 'paid') return { state: 'in_payout', paidOutAt: null };
  return { state: 'paid_out', paidOutAt: covering.paidAt?.toISOString() ?? null };
}

/**
 * Why a rental's earning is still held and until when (docs/decisions/0056): before the return, until
 * the claim window after the last day at the earliest; once returned, until its window closes.
 */
export function earningHoldOf(
  booking: { status: BookingStatus; endDate: string; releaseDueAt: Date | null },
  settled: boolean,
  claimWindowHours: number,
  /** The booking's claim against the deposit, if any (docs/decisions/0058): it holds the earning. */
  claim: { status: ClaimStatus; answerDueAt: Date; disputedAt: Date | null } | null = null,
): { heldFor: HeldFor | null; heldUntil: string | null } {
  if (settled) return { heldFor: null, heldUntil: null };
  if (claim?.status === 'open')
    return { heldFor: 'claim_answer', heldUntil: claim.answerDueAt.toISOString() };
  if (claim?.status === 'disputed' && claim.disputedAt)
    return { heldFor: 'claim_decision', heldUntil: disputeDecideBy(claim.disputedAt).toISOString() };
  if (booking.status === 'completed')
    return { heldFor: 'claim_window', heldUntil: booking.releaseDueAt?.toISOString() ?? null };
  if (booking.status === 'confirmed' || booking.status === 'active')
    return {
      heldFor: 'rental',
      heldUntil: earningReleaseMoment(new Date(0), booking.endDate, claimWindowHours).toISOString(),
    };
  return { heldFor: null, heldUntil: null };
}
