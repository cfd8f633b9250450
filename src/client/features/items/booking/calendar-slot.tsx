import { type ComponentProps, lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

// The calendar (react-day-picker and date-fns) downloads when a calendar is shown (the booking form,
// the owner's blocked dates), not with the item page.
const BookingCalendar = lazy(async () => ({ default: (await import('./booking-calendar')).BookingCalendar }));

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
