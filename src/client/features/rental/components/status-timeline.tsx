import type { Booking, BookingMoney } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { formatDay, formatMoment } from '@shared/format';
import type { TFunction } from 'i18next';
import { Check, Circle, CircleDot, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { StatusReason } from '../../bookings';
import { type StepState, type TimelineStep, timelineOf } from '../rental-timeline';
import { Card } from './card';

const DOT: Record<StepState, { icon: typeof Check; className: string }> = {
  done: { icon: Check, className: 'bg-primary-700 text-white' },
  current: { icon: CircleDot, className: 'bg-primary-50 text-primary-800 ring-2 ring-primary-700' },
  upcoming: { icon: Circle, className: 'bg-canvas text-muted ring-1 ring-line' },
  stopped: { icon: X, className: 'bg-danger-50 text-danger-700 ring-1 ring-danger-700/30' },
};

/** The words of a step: what it waits for while current, who cancelled once stopped. */
function labelOf(step: TimelineStep, side: BookingActor, t: TFunction): string {
  if (step.state === 'current' && step.key === 'paid') return t('rental.timeline.awaitingPayment');
  if (step.state === 'current' && step.key === 'confirmed') {
    return side === 'owner' ? t('rental.timeline.awaitingYou') : t('rental.timeline.awaitingOwner');
  }
  if (step.key === 'cancelled') {
    const by = step.by ?? 'unknown';
    return t(`rental.timeline.cancelled.${by === side ? 'you' : by}`);
  }
  return t(`rental.timeline.${step.key}`);
}

/**
 * How far the booking has come, as a list of steps (rental-timeline.ts): each done one with when it
 * happened where known, the current one marked, the pickup and return days ahead, and where an
 * ended booking stopped, with the reason given.
 */
export function StatusTimeline({
  booking,
  side,
  money,
}: {
  booking: Booking;
  side: BookingActor;
  money: BookingMoney | undefined;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const steps = timelineOf(booking, {
    paidAt: money ? (money.payment?.paidAt ?? null) : undefined,
    refunds: money?.refunds,
  });
  return (
    <Card title={t('rental.timeline.title')} testId="timeline">
      <ol className="flex flex-col">
        {steps.map((step, index) => {
          const { icon: Icon, className } = DOT[step.state];
          const last = index === steps.length - 1;
          const when = step.at
            ? formatMoment(step.at, language)
            : step.day && step.state !== 'done'
              ? t(
                  step.key === 'handedOver'
                    ? 'rental.timeline.plannedPickup'
                    : 'rental.timeline.plannedReturn',
                  {
                    date: formatDay(step.day, language, { weekday: true }),
                  },
                )
              : null;
          return (
            <li
              key={step.key}
              data-step={step.key}
              data-state={step.state}
              aria-current={step.state === 'current' ? 'step' : undefined}
              className="relative flex gap-3 pb-5 last:pb-0"
            >
              {!last && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute start-[13px] top-8 bottom-1 w-0.5',
                    step.state === 'done' ? 'bg-primary-700' : 'bg-line',
                  )}
                />
              )}
              <span className={cn('grid size-7 shrink-0 place-items-center rounded-full', className)}>
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1 pt-0.5">
                <p
                  className={cn(
                    'text-sm',
                    step.state === 'upcoming' ? 'text-muted' : 'font-semibold text-ink',
                    step.state === 'stopped' && 'text-danger-700',
                  )}
                >
                  <span className="sr-only">{t(`rental.timeline.states.${step.state}`)}: </span>
                  {labelOf(step, side, t)}
                </p>
                {when && <p className="mt-0.5 text-xs text-muted">{when}</p>}
                {step.state === 'stopped' &&
                  booking.statusReason &&
                  (booking.status === 'declined' || booking.status === 'cancelled') && (
                    <StatusReason status={booking.status} reason={booking.statusReason} className="mt-2" />
                  )}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
