/** How the earnings page reads an owner's money (GET /api/earnings). */
import type { Earnings, PayoutBlocker } from '@shared/api-types';
import type { PayoutStatus } from '@shared/constants';

/** What a payout's status means to its owner. */
export type PayoutStage = 'onTheWay' | 'paid' | 'failed' | 'returned';

export function payoutStageOf(status: PayoutStatus): PayoutStage {
  if (status === 'paid') return 'paid';
  // Failed, or returned by the bank after it was paid: either way the amount is back in the balance
  // (0044, "Payouts"), and a return is said as such.
  if (status === 'failed' || status === 'returned') return status;
  // Requested (a job sends it within moments) or sent: on its way either way.
  return 'onTheWay';
}

/**
 * The payouts the page waits to see move (requested or sent), named with their statuses for
 * useFollowUp, or null when none is on its way.
 */
export function payoutsOnTheWayOf(earnings: Pick<Earnings, 'payouts'>): string | null {
  const moving = earnings.payouts.filter((payout) => payoutStageOf(payout.status) === 'onTheWay');
  return moving.length ? moving.map((payout) => `${payout.id}:${payout.status}`).join(' ') : null;
}

/**
 * Why the payout button is disabled, or null when a payout may be asked for: nothing available, no
 * account, or a hold the page explains beside it (PayoutHolds, docs/decisions/0048).
 */
export function payoutBlockOf(
  earnings: Pick<Earnings, 'available' | 'account'> & Partial<Pick<Earnings, 'blockers'>>,
): 'noBalance' | 'noAccount' | 'onHold' | null {
  if (earnings.available <= 0) return 'noBalance';
  if (!earnings.account) return 'noAccount';
  if (holdsOf(earnings).length > 0) return 'onHold';
  return null;
}

/** The holds the page explains: every reason but a missing account, which has its own words. */
export function holdsOf(earnings: Partial<Pick<Earnings, 'blockers'>>): PayoutBlocker[] {
  return (earnings.blockers ?? []).filter((blocker) => blocker.kind !== 'no_account');
}

/** An owner with nothing yet: no rental earned anything, nothing was ever paid out. */
export function hasNoEarnings(earnings: Earnings): boolean {
  return (
    earnings.lines.length === 0 &&
    earnings.payouts.length === 0 &&
    earnings.pending + earnings.available + earnings.inTransit + earnings.paidOut === 0
  );
}
