/**
 * A booking's cancellation policy in words, with the day its better refund ends
 * (shared/cancellation.ts: the rules; docs/decisions/0044-payments.md).
 */
import { todayInRiyadh } from '@shared/bookings';
import { CANCELLATION_RULES, policyDeadline } from '@shared/cancellation';
import type { CancellationPolicy } from '@shared/constants';

export interface PolicyTerms {
  /** The sentence's key under checkout.policy. */
  key: 'fullThenHalf' | 'halfThenNone' | 'lateFullThenHalf' | 'lateHalfThenNone';
  /** The last day in Riyadh, 'YYYY-MM-DD', to the end of which the better refund holds; null once past. */
  lastDay: string | null;
}

export function policyTermsOf(
  policy: CancellationPolicy,
  startDate: string,
  now: Date = new Date(),
): PolicyTerms {
  const deadline = policyDeadline(policy, startDate);
  const shape = CANCELLATION_RULES[policy].before === 10_000 ? 'FullThenHalf' : 'HalfThenNone';
  if (now.getTime() > deadline.getTime()) return { key: `late${shape}`, lastDay: null };
  const lastDay = todayInRiyadh(new Date(deadline.getTime() - 1));
  return { key: shape === 'FullThenHalf' ? 'fullThenHalf' : 'halfThenNone', lastDay };
}
