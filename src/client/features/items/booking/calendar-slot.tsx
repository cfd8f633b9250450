import { type ComponentProps, lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { loadPageStrings } from '../../../i18n/i18n';

// The calendar (react-day-picker and date-fns) downloads when a calendar is shown (the booking form,
// the owner's blocked dates, browse's date filter), not with the page; with it come the words its
// days are read out with (itemPage.booking in pages.ts), which browse does not load otherwise.
const BookingCalendar = lazy(async () => {
  const [calendar] = await Promise.all([import('./booking-calendar'), loadPageStrings()]);
  return { default: calendar.BookingCalendar };
});

/** The calendar's place while its code arrives: about its height, so nothing below it jumps. */
export function CalendarSkeleton() {
  return <Skeleton className="h-72 w-full rounded-xl" />;
}

/** booking-calendar.tsx's BookingCalendar, loaded on demand. */
export function CalendarSlot(props: ComponentProps<typeof BookingCalendar>) {
  return (
    <Suspense fallback={<CalendarSkeleton />}>
      <BookingCalendar {...props} />
    </Suspense>
  );
}
