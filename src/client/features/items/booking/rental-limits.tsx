import { MAX_RENTAL_DAYS } from '@shared/bookings';
import { formatDay } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import type { CalendarRules } from './booking-dates';

/** The platform's limits as this item's calendar applies them: the longest rental, the last bookable day. */
export function RentalLimits({ rules }: { rules: CalendarRules }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <p data-testid="rental-limits" className="-mt-2 text-xs text-muted">
      {t('itemPage.booking.calendar.limits', {
        days: t('itemPage.facts.days', { count: rules.item.maxRentalDays ?? MAX_RENTAL_DAYS }),
        date: formatDay(rules.lastDay, language),
      })}
    </p>
  );
}
