/**
 * A booking's cancellation policy in words, with the day its better refund ends
 * (shared/cancellation.ts: the rules; docs/decisions/0044-payments.md).
 */
import { CANCELLATION_RULES, policyDeadline } from '@shared/cancellation';
import type { CancellationPolicy } from '@shared/constants';

export interface PolicyTerms {
  /** The sentence's key under checkout.policy. */
  key: 'fullThenHalf' | 'halfThenNone' | 'lateFullThenHalf' | 'lateHalfThenNone';
  /** The moment the better refund ends (midnight in Riyadh: `formatDeadline` says it); null once past. */
  deadline: Date | null;
}

export function policyTermsOf(
  policy: CancellationPolicy,
  startDate: string,
  now: Date = new Date(),
): PolicyTerms {
  const deadline = policyDeadline(policy, startDate);
  const shape = CANCELLATION_RULES[policy].before === 10_000 ? 'FullThenHalf' : 'HalfThenNone';
  if (now.getTime() > deadline.getTime()) return { key: `late${shape}`, deadline: null };
  return { key: shape === 'FullThenHalf' ? 'fullThenHalf' : 'halfThenNone', deadline };
}
