/**
 * What Moyasar's test mode answers for its documented test cards, STC Pay numbers and OTPs,
 * Apple Pay amounts and payout purposes (docs/payments-sandbox.md lists them and where each
 * table comes from). Plain data and lookups: the sandbox's store applies them.
 */

export interface Outcome {
  status: 'paid' | 'failed';
  message: string;
  responseCode: string | null;
}

const paid = (message = 'APPROVED'): Outcome => ({ status: 'paid', message, responseCode: '00' });
const failed = (message: string, responseCode: string | null): Outcome => ({
  status: 'failed',
  message,
  responseCode,
});

/**
 * Cards by number: the mada list of the current test-card page, and the Visa and Mastercard list
 * of the older page (its messages verbatim, typo included). The older page's last Mastercard
 * message is cut short in every copy we have; it reads as its Visa twin, "Not Enrolled".
 */
const CARDS: Record<string, Outcome> = {
  '4201320111111010': paid(),
  '4201320000013020': failed('UNSPECIFIED FAILURE', '99'),
  '4201320000311101': failed('INSUFFICIENT FUNDS', '51'),
  '4201320131000508': failed('DECLINED: LOST CARD', '41'),
  '4201321234411220': failed('DECLINED', '05'),
  '4201322267774310': failed('DECLINED: EXPIRED CARD', '54'),
  '4201326324640570': failed('DECLINED: EXCEEDS WITHDRAWAL LIMIT', '61'),
  '4201321144311528': failed('DECLINED: STOLEN CARD', '43'),
  '4111111111111111': paid(),
  '4123120000000000': failed('UNSPECIFIED_FAILUER', '99'),
  '4123120001090000': failed('INSUFFICIENT_FUNDS', '51'),
  '4123450131000508': failed('3-D Secure transaction attempt failed (Not Enrolled)', null),
  '4123120001090109': failed('DECLINED', '05'),
  '5421080101000000': paid(),
  '5105105105105100': failed('UNSPECIFIED_FAILUER', '99'),
  '5457210001000092': failed('INSUFFICIENT_FUNDS', '51'),
  '5204010101000000': failed('3-D Secure transaction attempt failed (Not Enrolled)', null),
};

/** The current docs: any card not listed fails. Which message it fails with is not documented. */
const UNLISTED_CARD = failed('UNSPECIFIED FAILURE', '99');

export const THREE_DS_FAILED = failed('3-D Secure transaction attempt failed', null);

/** What a card gives once its payer has passed 3-D Secure. */
export function cardOutcomeOf(number: string): Outcome {
  return CARDS[number] ?? UNLISTED_CARD;
}

/** The cards the hosted page lists for the payer to try. */
export const LISTED_TEST_CARDS = [
  { number: '4201320111111010', brand: 'mada', outcome: 'approved' },
  { number: '4201320000013020', brand: 'mada', outcome: 'declined' },
  { number: '4111111111111111', brand: 'Visa', outcome: 'approved' },
  { number: '5421080101000000', brand: 'Mastercard', outcome: 'approved' },
] as const;

/** The first six digits of the mada cards above; a real mada BIN list is long and changes. */
const MADA_BINS = ['420132'];

/** The scheme a card number belongs to, as Moyasar names it in `source.company`. */
export function companyOf(number: string): 'mada' | 'visa' | 'master' | 'amex' | null {
  if (MADA_BINS.some((bin) => number.startsWith(bin))) return 'mada';
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'master';
  if (/^3[47]/.test(number)) return 'amex';
  return null;
}

/** STC Pay numbers that fail as soon as the payment is created; any other number gets an OTP. */
const STC_MOBILES: Record<string, string> = {
  '0515555555': 'Mobile number is not registered to use the STC Pay service.',
  '0515555556': 'Please update your information using the STC Pay app before attempting payment.',
  '0515555557': 'The customer account status is invalid, please contact STC Pay support.',
  '0515555558': 'You have exhausted your OTP attempts, please wait 15 minutes then try again.',
  '0515555559': 'Please wait 60 seconds before attempting a new payment.',
};

export function stcMobileOutcomeOf(mobile: string): Outcome | null {
  const message = STC_MOBILES[mobile];
  return message ? failed(message, null) : null;
}

const STC_OTPS: Record<string, Outcome> = {
  '123456': paid('Paid'),
  '000000': paid('Paid'),
  '111111': failed('Insufficient Balance.', null),
  '222222': failed('You have exceeded the allowed daily transaction limit for your STC Pay account.', null),
  '333333': failed('You have exceeded the maximum allowed transaction amount.', null),
  '444444': failed('Connection timed out while waiting for response from STC Pay service.', null),
};

export function stcOtpOutcomeOf(otp: string): Outcome {
  return STC_OTPS[otp] ?? failed('Invalid OTP', null);
}

/** Apple Pay has no test cards: the amount (in halalas) decides, by inclusive ranges. */
const APPLE_PAY_AMOUNTS: [number, number, Outcome][] = [
  [20_000, 30_000, paid()],
  [100_000, 110_000, failed('UNSPECIFIED FAILURE', '99')],
  [110_100, 120_000, failed('INSUFFICIENT FUNDS', '51')],
  [120_100, 130_000, failed('DECLINED: LOST CARD', '41')],
  [130_100, 140_000, failed('DECLINED', '05')],
  [140_100, 150_000, failed('DECLINED: EXPIRED CARD', '54')],
  [150_100, 160_000, failed('DECLINED: EXCEEDS WITHDRAWAL LIMIT', '61')],
  [160_100, 170_000, failed('DECLINED: STOLEN CARD', '43')],
];

/** Outside the table the docs say "failed" and give no message; the sandbox says why. */
const APPLE_PAY_OTHER = failed('UNSPECIFIED FAILURE', '99');

export function applePayOutcomeOf(amount: number): Outcome {
  const row = APPLE_PAY_AMOUNTS.find(([low, high]) => amount >= low && amount <= high);
  return row ? row[2] : APPLE_PAY_OTHER;
}

export const PAYOUT_PURPOSES = [
  'bills_or_rent',
  'expenses_services',
  'purchase_assets',
  'saving_investment',
  'government_dues',
  'money_exchange',
  'credit_card_loan',
  'gift_or_reward',
  'personal',
  'investment_transaction',
  'family_assistance',
  'donation',
  'payroll_benefits',
  'online_purchase',
  'hajj_and_umra',
  'dividend_payment',
  'government_payment',
  'investment_house',
  'payment_to_merchant',
  'own_account_transfer',
] as const;
export type PayoutPurpose = (typeof PAYOUT_PURPOSES)[number];

/**
 * Payouts that fail, by purpose (the older payouts test page; two of its messages are cut short
 * there and end where the cut is), and one rule of ours: this IBAN's account is closed, so the app
 * can see a payout fail while it always sends `bills_or_rent`.
 */
const PAYOUT_PURPOSE_FAILURES: Partial<Record<PayoutPurpose, string>> = {
  expenses_services: 'Unsupported purpose',
  family_assistance: 'Sequence number is already used',
  payroll_benefits: 'This account cannot be used to send salaries',
  dividend_payment: 'Payout attempts exhausted',
};

export const CLOSED_ACCOUNT_IBAN = 'SA0380000000608010167519';

/** Why a payout fails once it settles, or null when it is paid. */
export function payoutFailureOf(purpose: PayoutPurpose, iban: string | null): string | null {
  if (iban === CLOSED_ACCOUNT_IBAN) return 'Account closed';
  return PAYOUT_PURPOSE_FAILURES[purpose] ?? null;
}
