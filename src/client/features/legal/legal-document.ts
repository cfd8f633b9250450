/**
 * What the legal documents are made of, and the figures they state (docs/decisions/0063-legal-consents.md).
 * Every figure comes from the code that applies it (src/shared) or from the server's configuration
 * (GET /api/legal), formatted in the page's language: a document never states a number the site
 * does not apply.
 */
import type { LegalInfo } from '@shared/api-types';
import { CLAIM_ANSWER_HOURS, DISPUTE_DECISION_HOURS, MAX_CLAIM_PHOTOS } from '@shared/claims';
import {
  CANCELLATION_RULES,
  type CancellationPolicy,
  type Language,
  PAYMENT_WINDOW_MINUTES,
  REVIEW_WINDOW_DAYS,
} from '@shared/constants';
import { formatNumber, formatPercent } from '@shared/format';
import { ACKNOWLEDGE_HOURS, MAX_CONDITION_PHOTOS } from '@shared/handover';
import { VAT_BASIS_POINTS } from '@shared/money';
import { OWNER_ANSWER_HOURS, REVIEW_DAYS } from '@shared/no-shows';

/** A paragraph, or a list of points. */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  /** The section's anchor on the page. */
  id: string;
  title: string;
  body: LegalBlock[];
}

/** The figures a document states, written in its language. */
export interface LegalFigures {
  language: Language;
  info: LegalInfo;
  number: (value: number) => string;
  /** Basis points as a percentage ("5 %", "٥٪"). */
  percent: (basisPoints: number) => string;
  vat: string;
  serviceFee: string;
  commission: string;
  paymentWindowMinutes: string;
  claimWindowHours: string;
  claimAnswerHours: string;
  disputeHours: string;
  acknowledgeHours: string;
  ownerAnswerHours: string;
  noShowReviewDays: string;
  reviewWindowDays: string;
  photos: string;
  claimPhotos: string;
  /** Each cancellation policy's rule, as one sentence. */
  policies: Record<CancellationPolicy, string>;
}

const HOURS_PER_DAY = 24;

/** Left-to-right text (an e-mail, a phone number) isolated inside Arabic, so its "+" and dots stay put. */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

/** Text of either direction (the operator's Arabic name and address in English words) kept whole. */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

/** "24 hours" or "3 days": how long before pickup a policy's better refund ends. */
function leadTime(hours: number, language: Language, number: (value: number) => string): string {
  if (hours % HOURS_PER_DAY === 0 && hours > HOURS_PER_DAY) {
    const days = hours / HOURS_PER_DAY;
    if (language === 'en') return `${number(days)} days`;
    return days <= 10 ? `${number(days)} أيام` : `${number(days)} يومًا`;
  }
  if (language === 'en') return `${number(hours)} hours`;
  return hours >= 3 && hours <= 10 ? `${number(hours)} ساعات` : `${number(hours)} ساعة`;
}

function policySentence(
  policy: CancellationPolicy,
  language: Language,
  number: (value: number) => string,
  percent: (basisPoints: number) => string,
): string {
  const rule = CANCELLATION_RULES[policy];
  const before = leadTime(rule.hoursBefore, language, number);
  const refund = (share: number) => {
    if (share === 10_000) return language === 'en' ? 'a full refund' : 'استرداد كامل';
    if (share === 0) return language === 'en' ? 'nothing back' : 'لا يُسترد شيء';
    return language === 'en' ? `${percent(share)} back` : `استرداد ${percent(share)}`;
  };
  return language === 'en'
    ? `${refund(rule.before)} until ${before} before pickup, then ${refund(rule.after)}`
    : `${refund(rule.before)} حتى ${before} قبل يوم الاستلام، ثم ${refund(rule.after)}`;
}

/** The figures of the documents, from the server's answer and the shared rules. */
export function legalFigures(info: LegalInfo, language: Language): LegalFigures {
  const number = (value: number) => formatNumber(value, language);
  const percent = (basisPoints: number) => formatPercent(basisPoints / 100, language);
  return {
    language,
    info,
    number,
    percent,
    vat: percent(VAT_BASIS_POINTS),
    serviceFee: percent(info.fees.serviceFeeBasisPoints),
    commission: percent(info.fees.commissionBasisPoints),
    paymentWindowMinutes: number(PAYMENT_WINDOW_MINUTES),
    claimWindowHours: number(info.claimWindowHours),
    claimAnswerHours: number(CLAIM_ANSWER_HOURS),
    disputeHours: number(DISPUTE_DECISION_HOURS),
    acknowledgeHours: number(ACKNOWLEDGE_HOURS),
    ownerAnswerHours: number(OWNER_ANSWER_HOURS),
    noShowReviewDays: number(REVIEW_DAYS),
    reviewWindowDays: number(REVIEW_WINDOW_DAYS),
    photos: number(MAX_CONDITION_PHOTOS),
    claimPhotos: number(MAX_CLAIM_PHOTOS),
    policies: {
      flexible: policySentence('flexible', language, number, percent),
      moderate: policySentence('moderate', language, number, percent),
      strict: policySentence('strict', language, number, percent),
    },
  };
}
