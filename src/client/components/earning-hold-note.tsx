import type { HeldFor } from '@shared/api-types';
import { CLAIM_WINDOW_HOURS, todayInRiyadh } from '@shared/bookings';
import type { Language } from '@shared/constants';
import { formatHijriDay, formatMoment, formatNumber, formatWeekday } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';

const DAY_MS = 24 * 60 * 60 * 1000;
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * A moment in Riyadh time; in Arabic with its Hijri day beside it. A moment at midnight there (a
 * release counted from the start of the last day) is said as its day alone: "12:00 AM" reads as
 * noon to many (docs/decisions/0054).
 */
function releaseMomentText(moment: string, language: Language): string {
  const atMidnight = (Date.parse(moment) + RIYADH_OFFSET_MS) % DAY_MS === 0;
  const when = atMidnight ? formatWeekday(moment, language) : formatMoment(moment, language);
  if (language !== 'ar') return when;
  return `${when} (${formatHijriDay(todayInRiyadh(new Date(moment)), language)})`;
}

/**
 * Why an owner's earning is still held and when it is released (docs/decisions/0056): before the
 * return, the earliest moment; once returned, when the claim window closes. Its strings load with
 * PriceLines' (price-lines.i18n.ts): the earnings screen and a booking's page both show it.
 */
export function EarningHoldNote({
  heldFor,
  heldUntil,
  className,
}: {
  heldFor: HeldFor;
  heldUntil: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <p className={className} data-testid="held-until">
      {t(`price.held.${heldFor}`, {
        hours: formatNumber(CLAIM_WINDOW_HOURS, language),
        date: releaseMomentText(heldUntil, language),
      })}
    </p>
  );
}
