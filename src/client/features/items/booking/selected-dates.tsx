import type { Item } from '@shared/api-types';
import { chargedDays } from '@shared/bookings';
import { formatDay, formatHijriDay } from '@shared/format';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import type { DaySelection } from './booking-dates';

/** The two chosen days above the calendar, and a live hint of what to do next. */
export function SelectedDates({
  item,
  selection,
  onClear,
}: {
  item: Item;
  selection: DaySelection;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const next = !selection.start ? 'start' : !selection.end ? 'end' : null;
  const hint = !selection.start
    ? t('itemPage.booking.calendar.choosePickup')
    : !selection.end
      ? item.minRentalDays > 1
        ? t('itemPage.booking.calendar.chooseReturnAtLeast', { count: item.minRentalDays })
        : t('itemPage.booking.calendar.chooseReturn')
      : t('itemPage.booking.calendar.chosen', {
          days: t('itemPage.facts.days', { count: chargedDays(selection.start, selection.end) }),
        });
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 overflow-hidden rounded-xl ring-1 ring-line">
        <DayBox label={t('itemPage.booking.pickup')} day={selection.start} active={next === 'start'} />
        <DayBox
          label={t('itemPage.booking.return')}
          day={selection.end}
          active={next === 'end'}
          className="border-s border-line"
        />
      </div>
      <div className="flex min-h-8 items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm text-muted">
          {hint}
        </p>
        {selection.start && (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            <X className="size-4" aria-hidden="true" />
            {t('itemPage.booking.calendar.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * One chosen day as the booking card shows it: weekday and date, and the Hijri date under it in
 * Arabic. Spans only, so it can also sit inside a button (browse's date filter).
 */
export function DayBox({
  label,
  day,
  active,
  emptyLabel,
  className,
}: {
  label: string;
  day: string | null;
  active: boolean;
  /** What an unchosen day says; the booking card's words by default. */
  emptyLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <span className={cn('flex flex-col gap-0.5 px-4 py-3', active && 'bg-primary-50', className)}>
      <span className="text-xs font-semibold text-muted">{label}</span>
      <span className={cn('text-sm font-semibold', day ? 'text-ink' : 'text-muted')}>
        {day
          ? formatDay(day, language, { weekday: true })
          : (emptyLabel ?? t('itemPage.booking.calendar.notChosen'))}
      </span>
      {day && language === 'ar' && <span className="text-xs text-muted">{formatHijriDay(day)}</span>}
    </span>
  );
}
