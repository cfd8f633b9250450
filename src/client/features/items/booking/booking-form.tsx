/**
 * The renter's side of the booking card: dates on a calendar, the price as
 * the server will compute it, how to receive the item, a message, and the
 * request. Chosen dates live in the address (?start=&end=), so a renter sent
 * to sign in (or to verify) comes back to the same dates. Where the listing's
 * rule or the account stands in the way (identity-gate.ts), the card says so:
 * in place of the request button, or above it when the request will wait. A
 * request that cannot be sent yet keeps its calendar (when the item is free is
 * worth seeing) but asks for nothing else: no handover choice, no message.
 */
import type { Item } from '@shared/api-types';
import { isDayHeld, todayInRiyadh } from '@shared/bookings';
import type { PickupOption } from '@shared/constants';
import { CalendarCheck, Zap } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Label, Textarea } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../auth';
import { useAvailability } from '../../bookings';
import { type CalendarRules, isDaySelectable, pickDay, rentalCalendarRules } from './booking-dates';
import { CalendarSkeleton, CalendarSlot } from './calendar-slot';
import { HandoverChoice } from './handover-choice';
import { bookingGate, booksAtOnce, type ClosedGate } from './identity-gate';
import { PriceBreakdown } from './price-breakdown';
import { RentalLimits } from './rental-limits';
import { SelectedDates } from './selected-dates';
import { useDatesInAddress } from './use-dates-in-address';
import { useSubmitBooking } from './use-submit-booking';
import { VerificationNotice } from './verification-notice';

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
  const rules = useMemo(() => rentalCalendarRules(item, held, todayInRiyadh()), [item, held]);
  const [selection, choose] = useDatesInAddress(rules);
  const [pickupMethod, setPickupMethod] = useState<PickupOption>(item.pickupOptions[0] ?? 'pickup');
  const [message, setMessage] = useState('');
  const me = useCurrentUser();
  // The server's refusal, when the account turned out not to be what this page thought.
  const [refused, setRefused] = useState<ClosedGate | null>(null);
  const gate = refused ?? bookingGate(item, me.data);
  const atOnce = booksAtOnce(item, gate);
  // No request can be sent until the e-mail is confirmed or the identity verified.
  const blocked = gate === 'email' || gate === 'identity';
  const submit = useSubmitBooking(item, { onRefused: setRefused });
  const refusal = useRef<HTMLDivElement>(null);
  // The button the focus was on has gone: the focus goes to what took its place.
  useEffect(() => {
    if (refused) refusal.current?.focus();
  }, [refused]);
  const messageId = useId();
  const termsId = useId();

  return (
    <form
      noValidate
      aria-label={t('itemPage.booking.heading')}
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit({ selection, pickupMethod, message });
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
      {/* Blocked, the one way of handing over is still said; a choice is not asked for. */}
      {(!blocked || item.pickupOptions.length < 2) && (
        <HandoverChoice item={item} value={pickupMethod} onChange={setPickupMethod} />
      )}
      {!blocked && (
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
      )}
      {blocked ? (
        <VerificationNotice ref={refusal} gate={gate} refused={refused !== null} />
      ) : (
        <>
          {gate === 'waits' && <VerificationNotice gate="waits" />}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            loading={submit.isPending}
            aria-describedby={termsId}
          >
            {atOnce ? (
              <Zap className="size-5" aria-hidden="true" />
            ) : (
              <CalendarCheck className="size-5" aria-hidden="true" />
            )}
            {t(atOnce ? 'itemPage.booking.bookNow' : 'itemPage.booking.requestToBook')}
          </Button>
          <p id={termsId} className="-mt-2 text-center text-sm text-muted">
            {t(atOnce ? 'itemPage.booking.instantNote' : 'itemPage.booking.notChargedYet')}
          </p>
        </>
      )}
    </form>
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
