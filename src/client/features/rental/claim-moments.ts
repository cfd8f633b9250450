import { todayInRiyadh } from '@shared/bookings';
import { formatDeadline, formatHijriDay, formatMoment } from '@shared/format';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';

const DAY_MS = 24 * 60 * 60 * 1000;
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * A claim's deadline (the window's close, the answer's, the decision's) in Riyadh time; in Arabic
 * with its Hijri day beside it, as the earning's release is said (earning-hold-note.tsx). One at
 * midnight there (a window counted from the start of the return day) is said as the last whole day
 * it covers, "until the end of …", never as "12:00 AM" (docs/decisions/0054).
 */
export function useDeadlineText() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useCallback(
    (moment: string): string => {
      const time = Date.parse(moment);
      const atMidnight = (time + RIYADH_OFFSET_MS) % DAY_MS === 0;
      const when = atMidnight
        ? t('rental.claim.endOfDay', { day: formatDeadline(moment, language) })
        : formatMoment(moment, language);
      if (language !== 'ar') return when;
      const day = todayInRiyadh(new Date(atMidnight ? time - 1 : time));
      return `${when} (${formatHijriDay(day, language)})`;
    },
    [t, language],
  );
}
