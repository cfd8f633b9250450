/**
 * Why the gateway declined an attempt, as a reason the page can say in the reader's language: the
 * gateway answers in English, in the bank's words ("INSUFFICIENT FUNDS", "DECLINED: LOST CARD",
 * "Insufficient Balance."), which an Arabic page must not show as they are. A message we do not
 * recognise is "other": the card was declined, with no reason given.
 */
export type DeclineReason =
  | 'insufficient'
  | 'cardBlocked'
  | 'cardExpired'
  | 'limit'
  | 'threeDs'
  | 'otp'
  | 'timeout'
  | 'other';

const PATTERNS: readonly [RegExp, DeclineReason][] = [
  [/INSUFFICIENT/, 'insufficient'],
  [/LOST CARD|STOLEN CARD/, 'cardBlocked'],
  [/EXPIRED CARD/, 'cardExpired'],
  [/LIMIT|EXCEED/, 'limit'],
  [/3-D SECURE/, 'threeDs'],
  [/OTP/, 'otp'],
  [/TIMED OUT/, 'timeout'],
];

export function declineReasonOf(message: string): DeclineReason {
  const words = message.toUpperCase().replaceAll('_', ' ');
  return PATTERNS.find(([pattern]) => pattern.test(words))?.[1] ?? 'other';
}
