import type { Booking } from '@shared/api-types';
import {
  availableActions,
  type BookingAction,
  type BookingActor,
  systemReasonOf,
  todayInRiyadh,
} from '@shared/bookings';
import type { Language } from '@shared/constants';
import { formatDailyRate, formatDay, formatHijriDay, formatMoney } from '@shared/format';
import { thumbnailOf } from '@shared/images';
import type { TFunction } from 'i18next';
import {
  Check,
  Handshake,
  Info,
  type LucideIcon,
  MessageCircle,
  PackageCheck,
  Store,
  Truck,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Badge } from '../../../components/ui/badge';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { UserAvatar } from '../../../components/user-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { ItemImage } from '../../items/components/item-image';
import { BookingReview } from '../../reviews/components/booking-review';
import { displayName, isolate } from '../../users/display-name';
import { otherParty } from '../booking-lists';
import { type AskedAction, BookingActionDialog } from './booking-action-dialog';
import { BookingStatusBadge } from './booking-status-badge';
import { RenterStanding } from './renter-standing';
import { useRunBookingAction } from './use-run-booking-action';

/** Photo beside the details; on phones the price and the days go full width under the photo row. */
const GRID =
  'grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-4 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:gap-x-6';
/** Rows under the head line up with the text column from sm up. */
const UNDER_HEAD = 'col-span-2 sm:col-span-2 sm:col-start-2';

/** Quieter actions first, so the main one sits at the end edge (left in Arabic, right in English). */
const BUTTONS: { action: BookingAction; variant: ButtonVariant; icon?: LucideIcon }[] = [
  { action: 'cancel', variant: 'danger-outline' },
  { action: 'decline', variant: 'outline' },
  { action: 'accept', variant: 'primary', icon: Check },
  { action: 'start', variant: 'primary', icon: Handshake },
  { action: 'complete', variant: 'primary', icon: PackageCheck },
];

/**
 * One booking as one side sees it: the item's photo and title, the other
 * side, the days (with the Hijri date in Arabic), the handover, the price,
 * the renter's message, why it was declined or cancelled, and the actions
 * that side can take today.
 */
export function BookingRow({ booking, side }: { booking: Booking; side: BookingActor }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const runner = useRunBookingAction(booking, side);
  const [asking, setAsking] = useState<AskedAction | null>(null);
  const other = otherParty(booking, side);
  const name = displayName(other);
  const today = todayInRiyadh();
  const actions = availableActions({ ...booking, actor: side, today });
  const photo = booking.item.images[0];
  const hint = hintOf(booking, side, { today, name, t, language });

  const label = (action: BookingAction) =>
    action === 'cancel' && booking.status === 'pending'
      ? t('bookings.actions.cancelRequest')
      : t(`bookings.actions.${action}`);
  const onAction = (action: BookingAction) => {
    if (action === 'decline' || action === 'cancel') setAsking(action);
    else void runner.run(action);
  };

  return (
    <article
      aria-labelledby={titleId}
      data-booking-id={booking.id}
      data-status={booking.status}
      className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5"
    >
      <div className={GRID}>
        {/* The title links to the item too; the photo is a bigger target for the pointer only. */}
        <Link
          to={paths.item(booking.itemId)}
          tabIndex={-1}
          aria-hidden="true"
          className="block self-start overflow-hidden rounded-xl bg-line sm:row-span-2"
        >
          <ItemImage
            src={photo && thumbnailOf(photo)}
            alt=""
            loading="lazy"
            width={320}
            height={240}
            className="aspect-square size-full object-cover transition-transform duration-300 hover:scale-[1.03] sm:aspect-[4/3]"
          />
        </Link>

        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <BookingStatusBadge status={booking.status} />
            {booking.cancelledLate && <Badge variant="warning">{t('bookings.cancelledLate')}</Badge>}
          </div>
          <h3 id={titleId} className="mt-2 text-base font-semibold leading-snug text-ink sm:text-lg">
            <Link to={paths.item(booking.itemId)} className="rounded hover:text-primary-800 hover:underline">
              <span dir="auto">{booking.item.title}</span>
            </Link>
          </h3>
          <Link
            to={paths.profile(other.id)}
            className="group mt-2 inline-flex max-w-full items-center gap-2 rounded-full text-sm text-muted"
          >
            <UserAvatar user={other} className="size-7 [&_span]:text-[0.65rem]" />
            <span className="shrink-0">
              {side === 'renter' ? t('bookings.card.owner') : t('bookings.card.renter')}
            </span>
            <span className="truncate font-medium text-ink group-hover:underline" dir="auto">
              {name}
            </span>
          </Link>
          <Link
            to={`${paths.messages()}?with=${other.id}`}
            data-testid="booking-message-link"
            className="mt-2 flex w-fit items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-xs font-medium text-primary-800 transition-colors hover:bg-primary-100"
          >
            <MessageCircle className="size-3.5" aria-hidden="true" />
            {t('messages.bookingLink', { name: isolate(name) })}
          </Link>
        </div>

        <div className="col-span-2 flex flex-wrap items-baseline gap-x-3 gap-y-0.5 border-t border-line pt-3 sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:flex-col sm:items-end sm:border-0 sm:pt-0 sm:text-end">
          <p className="text-lg font-bold text-ink">
            <span className="sr-only">{t('bookings.card.total')}: </span>
            {formatMoney(booking.totalCost, language)}
          </p>
          <p className="text-sm text-muted">
            {t('bookings.card.priceBreakdown', {
              days: t('bookings.card.days', { count: booking.days }),
              rate: formatDailyRate(booking.dailyRate, language),
            })}
          </p>
          {booking.deposit && Number(booking.deposit) > 0 && (
            <p className="text-sm text-muted">
              {t('bookings.card.deposit', { amount: formatMoney(booking.deposit, language) })}
            </p>
          )}
        </div>

        <dl className={cn(UNDER_HEAD, 'grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-3')}>
          <Day label={t('bookings.card.pickup')} day={booking.startDate} />
          <Day label={t('bookings.card.return')} day={booking.endDate} />
          <div className="col-span-2 lg:col-span-1">
            <dt className="text-xs text-muted">{t('bookings.card.handover')}</dt>
            <dd className="mt-0.5 flex items-center gap-1.5 font-medium text-ink">
              {booking.pickupMethod === 'delivery' ? (
                <Truck className="size-4 shrink-0 text-muted" aria-hidden="true" />
              ) : (
                <Store className="size-4 shrink-0 text-muted" aria-hidden="true" />
              )}
              {t(`bookings.card.pickupMethods.${booking.pickupMethod}`)}
            </dd>
          </div>
        </dl>

        {hint && (
          <p className={cn(UNDER_HEAD, 'flex items-start gap-2 text-sm text-muted')}>
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {hint}
          </p>
        )}

        {side === 'owner' && booking.status === 'pending' && (
          <RenterStanding renter={booking.renter} className={UNDER_HEAD} />
        )}

        {booking.message && (
          <div className={cn(UNDER_HEAD, 'rounded-xl bg-canvas px-4 py-3 text-sm')}>
            <p className="text-xs font-medium text-muted">
              {side === 'renter'
                ? t('bookings.card.yourMessage')
                : t('bookings.card.messageFrom', { name: isolate(name) })}
            </p>
            <p className="mt-1 whitespace-pre-line leading-relaxed text-ink/90" dir="auto">
              {booking.message}
            </p>
          </div>
        )}

        {booking.statusReason && (booking.status === 'declined' || booking.status === 'cancelled') && (
          <StatusReason status={booking.status} reason={booking.statusReason} className={UNDER_HEAD} />
        )}
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <p className="me-auto text-xs text-muted">
          {t('bookings.card.requestedOn', {
            date: formatDay(todayInRiyadh(new Date(booking.createdAt)), language),
          })}
        </p>
        <BookingReview booking={booking} side={side} />
        {actions.length > 0 && (
          <div className="flex flex-wrap justify-end gap-2">
            {BUTTONS.filter((button) => actions.includes(button.action)).map(
              ({ action, variant, icon: Icon }) => (
                <Button
                  key={action}
                  size="sm"
                  variant={variant}
                  disabled={runner.pending}
                  loading={runner.pendingAction === action}
                  onClick={() => onAction(action)}
                >
                  {Icon && runner.pendingAction !== action && <Icon className="size-4" aria-hidden="true" />}
                  {label(action)}
                </Button>
              ),
            )}
          </div>
        )}
      </div>

      {asking && (
        <BookingActionDialog
          booking={booking}
          side={side}
          action={asking}
          runner={runner}
          onOpenChange={(open) => {
            if (!open) setAsking(null);
          }}
        />
      )}
    </article>
  );
}

/**
 * Why it was declined or cancelled: the person's own words as they wrote
 * them, or a reason the system gave (another request was accepted) in the
 * reader's language.
 */
function StatusReason({
  status,
  reason,
  className,
}: {
  status: 'declined' | 'cancelled';
  reason: string;
  className: string;
}) {
  const { t } = useTranslation();
  const system = systemReasonOf(reason);
  const declined = status === 'declined';
  return (
    <div className={cn(className, 'rounded-xl px-4 py-3 text-sm', declined ? 'bg-berry-50' : 'bg-danger-50')}>
      <p className={cn('text-xs font-medium', declined ? 'text-berry-700' : 'text-danger-700')}>
        {t('bookings.card.reason')}
      </p>
      {system ? (
        <p className="mt-1 leading-relaxed text-ink/90">{t(`bookings.systemReasons.${system}`)}</p>
      ) : (
        <p className="mt-1 whitespace-pre-line leading-relaxed text-ink/90" dir="auto">
          {reason}
        </p>
      )}
    </div>
  );
}

/** A day as people read it, and in Arabic its Hijri date under it. */
function Day({ label, day }: { label: string; day: string }) {
  const { language } = useLanguage();
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium text-ink">
        <time dateTime={day}>{formatDay(day, language, { weekday: true })}</time>
      </dd>
      {language === 'ar' && <dd className="text-xs text-muted">{formatHijriDay(day)}</dd>}
    </div>
  );
}

/** One line on what happens next, where there is something to say. */
function hintOf(
  booking: Booking,
  side: BookingActor,
  { today, name, t, language }: { today: string; name: string; t: TFunction; language: Language },
): string | null {
  switch (booking.status) {
    case 'pending':
      return side === 'renter'
        ? t('bookings.hints.pendingRenter', { name: isolate(name) })
        : t('bookings.hints.pendingOwner');
    case 'confirmed':
      return side === 'owner' && today < booking.startDate ? t('bookings.hints.handoverFrom') : null;
    case 'active':
      return side === 'renter'
        ? t('bookings.hints.returnBy', { date: formatDay(booking.endDate, language, { weekday: true }) })
        : null;
    case 'expired':
      return t('bookings.hints.expired');
    default:
      return null;
  }
}

export function BookingRowSkeleton() {
  return (
    <div className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5" aria-hidden="true">
      <div className={GRID}>
        <Skeleton className="aspect-square w-full rounded-xl sm:row-span-2 sm:aspect-[4/3]" />
        <div>
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="mt-3 h-5 w-4/5" />
          <Skeleton className="mt-3 h-4 w-1/2" />
        </div>
        <div className="col-span-2 sm:col-span-1 sm:col-start-3 sm:row-start-1">
          <Skeleton className="h-6 w-28" />
          <Skeleton className="mt-2 h-4 w-20" />
        </div>
        <div className={cn(UNDER_HEAD, 'grid grid-cols-2 gap-4 lg:grid-cols-3')}>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      </div>
    </div>
  );
}
