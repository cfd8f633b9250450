/**
 * A calendar in the page's language and direction (Arabic-Indic digits,
 * the week from Sunday as in Saudi Arabia), where held days are struck
 * through and announced as unavailable. Days are 'YYYY-MM-DD' strings;
 * which day may be clicked, and what a click does, is the caller's rule.
 */
import type { ComponentProps } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { arSA, enUS } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './booking-calendar.css';
import { lastBookableDay } from '@shared/bookings';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { dateOfDay, dayOfDate } from './booking-dates';

const LOCALES = { ar: arSA, en: enUS } as const;

export interface BookingCalendarProps {
  today: string;
  selection: { start: string | null; end: string | null };
  /** Whether a day can be clicked now. */
  isSelectable: (day: string) => boolean;
  /** Booked or blocked days. */
  isHeld: (day: string) => boolean;
  onPick: (day: string) => void;
  footer?: ComponentProps<typeof DayPicker>['footer'];
}

export function BookingCalendar({
  today,
  selection,
  isSelectable,
  isHeld,
  onPick,
  footer,
}: BookingCalendarProps) {
  const { t } = useTranslation();
  const { language, dir } = useLanguage();
  const locale = LOCALES[language];
  const todayDate = dateOfDay(today);
  // As far as the booking horizon, which the server's default availability window also covers.
  const lastMonth = dateOfDay(lastBookableDay(today));
  const from = selection.start ? dateOfDay(selection.start) : undefined;
  const to = selection.end ? dateOfDay(selection.end) : undefined;

  const labelDayButton = (date: Date, modifiers: Modifiers) => {
    const label = date.toLocaleDateString(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const notes = [
      modifiers.today && t('itemPage.booking.calendar.today'),
      modifiers.held && t('itemPage.booking.calendar.unavailable'),
      modifiers.range_start && t('itemPage.booking.pickup'),
      modifiers.range_end && t('itemPage.booking.return'),
    ].filter(Boolean);
    return [label, ...notes].join(t('itemPage.facts.separator'));
  };

  return (
    <DayPicker
      mode="range"
      className="ajjir-calendar"
      locale={locale}
      dir={dir}
      numerals={language === 'ar' ? 'arab' : 'latn'}
      weekStartsOn={0}
      startMonth={todayDate}
      endMonth={lastMonth}
      defaultMonth={from ?? todayDate}
      today={todayDate}
      selected={from ? { from, to } : undefined}
      // The rule decides the selection; the calendar only reports the day clicked.
      onSelect={(_range, clicked) => onPick(dayOfDate(clicked))}
      disabled={(date) => !isSelectable(dayOfDate(date))}
      modifiers={{ held: (date) => isHeld(dayOfDate(date)) }}
      modifiersClassNames={{ held: 'rdp-held' }}
      labels={{ labelDayButton }}
      footer={footer}
    />
  );
}
