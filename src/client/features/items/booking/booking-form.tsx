/**
 * The renter's side of the booking card: dates on a calendar, the price as
 * the server will compute it, how to receive the item, a message, and the
 * request. Chosen dates live in the address (?start=&end=), so a renter sent
 * to sign in comes back to the same dates.
 */
import type { Booking, Item } from '@shared/api-types';
import { isDayHeld, MAX_RENTAL_DAYS, todayInRiyadh } from '@shared/bookings';
import type { PickupOption } from '@shared/constants';
import { formatDay } from '@shared/format';
import { CalendarCheck, PartyPopper, Zap } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ErrorState, useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Label, Textarea } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api';
import { useCurrentUser } from '../../auth/api/current-user';
import { useAvailability, useRequestBooking } from '../../bookings/api/bookings';
import {
  type CalendarRules,
  cancellationNote,
  type DaySelection,
  isDaySelectable,
  pickDay,
  rentalCalendarRules,
  selectionFromAddress,
} from './booking-dates';
import { CalendarSkeleton, CalendarSlot } from './calendar-slot';
import { HandoverChoice } from './handover-choice';
import { PriceBreakdown } from './price-breakdown';
import { SelectedDates } from './selected-dates';

const MESSAGE_MAX = 1000;

export function BookingForm({ item }: { item: Item }) {
  const availability = useAvailability(item.id);
  if (availability.isPending) return <BookingFormSkeleton />;
  if (availability.isError)
    return <ErrorState error={availability.error} onRetry={() => availability.refetch()} />;
  const held = [...availability.data.booked, ...availability.data.blocked];
  return <BookingFormReady item={item} held={held} />;
}

function BookingFormReady({ item, held }: { item: Item; held: CalendarRules['held'] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rules = useMemo(() => rentalCalendarRules(item, held, todayInRiyadh()), [item, held]);
  const selection = selectionFromAddress(params.get('start'), params.get('end'), rules);
  const [pickupMethod, setPickupMethod] = useState<PickupOption>(item.pickupOptions[0] ?? 'pickup');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<Booking | null>(null);
  const submit = useSubmitBooking(item);
  const messageId = useId();
  const termsId = useId();

  const choose = (next: DaySelection) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of [
          ['start', next.start],
          ['end', next.end],
        ] as const) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  if (sent) return <RequestSent booking={sent} onAgain={() => setSent(null)} />;

  return (
    <form
      noValidate
      aria-label={t('itemPage.booking.heading')}
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit({ selection, pickupMethod, message }, (booking) => {
          setSent(booking);
          setMessage('');
          choose({ start: null, end: null });
        });
      }}
    >
      <SelectedDates item={item} selection={selection} onClear={() => choose({ start: null, end: null })} />
      <CalendarSlot
        today={rules.today}
        selection={selection}
        isSelectable={(day) => isDaySelectable(day, selection, rules)}
        isHeld={(day) => isDayHeld(day, held)}
        onPick={(day) => choose(pickDay(selection, day, rules))}
      />
      {held.length > 0 && (
        <p className="-mt-2 flex items-center gap-2 text-xs text-muted">
          <span aria-hidden="true" className="ajjir-held-swatch" />
          {t('itemPage.booking.calendar.legend')}
        </p>
      )}
      <RentalLimits rules={rules} />
      {selection.start && selection.end && (
        <PriceBreakdown item={item} startDate={selection.start} endDate={selection.end} />
      )}
      <HandoverChoice item={item} value={pickupMethod} onChange={setPickupMethod} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={messageId}>{t('itemPage.booking.messageLabel')}</Label>
        <Textarea
          id={messageId}
          rows={3}
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={t('itemPage.booking.messagePlaceholder')}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={submit.isPending}
        aria-describedby={termsId}
      >
        {item.instantBooking ? (
          <Zap className="size-5" aria-hidden="true" />
        ) : (
          <CalendarCheck className="size-5" aria-hidden="true" />
        )}
        {t(item.instantBooking ? 'itemPage.booking.bookNow' : 'itemPage.booking.requestToBook')}
      </Button>
      <p id={termsId} className="-mt-2 text-center text-sm text-muted">
        {t(item.instantBooking ? 'itemPage.booking.instantNote' : 'itemPage.booking.notChargedYet')}
      </p>
    </form>
  );
}

/** The platform's limits as this item's calendar applies them: the longest rental, the last bookable day. */
function RentalLimits({ rules }: { rules: CalendarRules }) {
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

interface BookingDraft {
  selection: DaySelection;
  pickupMethod: PickupOption;
  message: string;
}

/**
 * Sends the request, with its toasts (docs/product.md, "Errors"). One Idempotency-Key per draft:
 * pressing again after a lost answer books once; a changed draft gets a new key.
 */
function useSubmitBooking(item: Item) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const request = useRequestBooking(item.id);
  const attempt = useRef<{ draft: string; key: string } | null>(null);

  const keyFor = (draft: string) => {
    if (attempt.current?.draft !== draft) attempt.current = { draft, key: crypto.randomUUID() };
    return attempt.current.key;
  };

  const submit = (draft: BookingDraft, onBooked: (booking: Booking) => void) => {
    if (!me.data) {
      toast({ title: t('itemPage.booking.signInRequired'), description: t('itemPage.booking.signInBody') });
      const next = `${location.pathname}${location.search}`;
      navigate(`${paths.auth()}?next=${encodeURIComponent(next)}`);
      return;
    }
    const { start, end } = draft.selection;
    if (!start || !end) {
      toast({
        title: t('itemPage.booking.missingDates'),
        description: t('validation.dates_missing'),
        variant: 'destructive',
      });
      return;
    }
    const input = {
      itemId: item.id,
      startDate: start,
      endDate: end,
      pickupMethod: draft.pickupMethod,
      message: draft.message.trim() || null,
    };
    request.mutate(
      { input, idempotencyKey: keyFor(JSON.stringify(input)) },
      {
        onSuccess: (booking) => {
          attempt.current = null;
          const confirmed = booking.status === 'confirmed';
          toast({
            title: t(confirmed ? 'itemPage.booking.bookedTitle' : 'itemPage.booking.sentTitle'),
            description: t(confirmed ? 'itemPage.booking.bookedBody' : 'itemPage.booking.sentBody'),
            variant: 'success',
          });
          onBooked(booking);
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.body?.errors?.[0]?.code : undefined;
          toast({
            title: t('itemPage.booking.failedTitle'),
            description: field ? t(`validation.${field}`) : errorMessage(error),
            variant: 'destructive',
          });
        },
      },
    );
  };
  return Object.assign(submit, { isPending: request.isPending });
}

/** After a request: what happens next, and where to follow it. */
function RequestSent({ booking, onAgain }: { booking: Booking; onAgain: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const confirmed = booking.status === 'confirmed';
  const note = cancellationNote(booking);
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl bg-primary-50 px-5 py-6 text-center"
    >
      <span className="grid size-12 place-items-center rounded-full bg-primary-700 text-white">
        <PartyPopper className="size-6" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-bold text-primary-900">
        {t(confirmed ? 'itemPage.booking.bookedTitle' : 'itemPage.booking.sentTitle')}
      </h3>
      <p className="text-sm text-primary-900/80">
        {t(`itemPage.booking.${note.key}`, {
          date: note.lastFreeDay && formatDay(note.lastFreeDay, language, { weekday: true }),
        })}
      </p>
      <div className="mt-1 flex flex-wrap justify-center gap-2">
        <Button asChild size="sm">
          <Link to={`${paths.profile()}?tab=bookings`}>{t('itemPage.booking.seeBookings')}</Link>
        </Button>
        <Button variant="outline" size="sm" onClick={onAgain}>
          {t('itemPage.booking.bookOtherDates')}
        </Button>
      </div>
    </div>
  );
}

function BookingFormSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <Skeleton className="h-16 w-full rounded-xl" />
      <CalendarSkeleton />
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}
