/** How the earnings page reads an owner's money (GET /api/earnings). */
import type { Earnings } from '@shared/api-types';
import type { PayoutStatus } from '@shared/constants';

/** What a payout's status means to its owner. */
export type PayoutStage = 'onTheWay' | 'paid' | 'failed';

export function payoutStageOf(status: PayoutStatus): PayoutStage {
  if (status === 'paid') return 'paid';
  // Failed, returned by the bank, or cancelled: the amount is back in the balance (0044, "Payouts").
  if (status === 'failed' || status === 'returned' || status === 'canceled') return 'failed';
  return 'onTheWay';
}

/** Why the payout button is disabled, or null when a payout may be asked for. */
export function payoutBlockOf(
  earnings: Pick<Earnings, 'available' | 'account'>,
): 'noBalance' | 'noAccount' | null {
  if (earnings.available <= 0) return 'noBalance';
  if (!earnings.account) return 'noAccount';
  return null;
}

/** An owner with nothing yet: no rental earned anything, nothing was ever paid out. */
export function hasNoEarnings(earnings: Earnings): boolean {
  return (
    earnings.lines.length === 0 &&
    earnings.payouts.length === 0 &&
    earnings.pending + earnings.available + earnings.inTransit + earnings.paidOut === 0
  );
}
