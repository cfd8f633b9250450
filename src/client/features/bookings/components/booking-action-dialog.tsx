import type { Booking } from '@shared/api-types';
import { BOOKING_RULES, type BookingActor } from '@shared/bookings';
import { FREE_CANCELLATION_HOURS } from '@shared/constants';
import { formatDay } from '@shared/format';
import { thumbnailOf } from '@shared/images';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/input';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { ItemImage } from '../../items/components/item-image';
import { displayName, isolate } from '../../users/display-name';
import { cancellationKind, otherParty } from '../booking-lists';
import type { useRunBookingAction } from './use-run-booking-action';

/** The actions that ask first: declining a request, and cancelling (by either side). */
export type AskedAction = 'decline' | 'cancel';

const REASON_MAX = 500;

/**
 * Asks before a decline or a cancellation, with a reason for the other side:
 * optional when declining or when a renter cancels, required when an owner
 * cancels a confirmed booking (BOOKING_RULES). A renter is told whether the
 * cancellation is free or late before confirming.
 */
export function BookingActionDialog({
  booking,
  side,
  action,
  runner,
  onOpenChange,
}: {
  booking: Booking;
  side: BookingActor;
  action: AskedAction;
  runner: ReturnType<typeof useRunBookingAction>;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  const name = isolate(displayName(otherParty(booking, side)));
  const required = BOOKING_RULES[action][side]?.reasonRequired ?? false;
  const request = booking.status === 'pending';
  const copy =
    action === 'decline'
      ? {
          title: t('bookings.dialog.decline.title'),
          body: t('bookings.dialog.decline.body', { name }),
          label: t('bookings.dialog.decline.reasonLabel', { name }),
          placeholder: t('bookings.dialog.decline.reasonPlaceholder'),
          confirm: t('bookings.dialog.decline.confirm'),
          back: t('bookings.dialog.back'),
        }
      : side === 'owner'
        ? {
            title: t('bookings.dialog.ownerCancel.title'),
            body: t('bookings.dialog.ownerCancel.body', { name }),
            label: t('bookings.dialog.ownerCancel.reasonLabel'),
            placeholder: t('bookings.dialog.ownerCancel.reasonPlaceholder'),
            confirm: t('bookings.dialog.ownerCancel.confirm'),
            back: t('bookings.dialog.keep'),
          }
        : {
            title: request
              ? t('bookings.dialog.renterCancel.titleRequest')
              : t('bookings.dialog.renterCancel.title'),
            body: t('bookings.dialog.renterCancel.body', { name }),
            label: t('bookings.dialog.renterCancel.reasonLabel', { name }),
            placeholder: t('bookings.dialog.renterCancel.reasonPlaceholder'),
            confirm: request
              ? t('bookings.dialog.renterCancel.confirmRequest')
              : t('bookings.dialog.renterCancel.confirm'),
            back: request ? t('bookings.dialog.keepRequest') : t('bookings.dialog.keep'),
          };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (required && !reason.trim()) {
      setProblem('reason_required');
      field.current?.focus();
      return;
    }
    void runner.run(action, {
      reason,
      onClose: () => onOpenChange(false),
      onReasonProblem: (key) => {
        setProblem(key);
        field.current?.focus();
      },
    });
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            {/* The notice is part of the description, so it is read out when the dialog opens. */}
            <DialogDescription asChild>
              <div className="flex flex-col gap-3">
                <p>{copy.body}</p>
                {side === 'renter' && action === 'cancel' && (
                  <CancellationNotice booking={booking} name={name} />
                )}
              </div>
            </DialogDescription>
          </DialogHeader>
          <BookingSummary booking={booking} />
          <Field
            label={copy.label}
            required={required}
            optional={!required}
            error={
              problem ? t(`validation.${problem}`, { defaultValue: t('validation.invalid') }) : undefined
            }
          >
            <Textarea
              ref={field}
              rows={3}
              dir="auto"
              maxLength={REASON_MAX}
              value={reason}
              placeholder={copy.placeholder}
              readOnly={runner.pending}
              onChange={(event) => {
                setReason(event.target.value);
                if (problem) setProblem(undefined);
              }}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{copy.back}</Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={runner.pending}>
              {copy.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The booking the dialog is about: photo, title and days. */
function BookingSummary({ booking }: { booking: Booking }) {
  const { language } = useLanguage();
  const photo = booking.item.images[0];
  return (
    <div className="flex items-center gap-3 rounded-xl bg-canvas p-3 ring-1 ring-line">
      <ItemImage
        src={photo && thumbnailOf(photo)}
        alt=""
        width={64}
        height={48}
        className="h-12 w-16 shrink-0 rounded-lg bg-line object-cover"
      />
      <div className="min-w-0">
        <p className="truncate font-semibold">
          <span dir="auto">{booking.item.title}</span>
        </p>
        <p className="text-sm text-muted">
          {formatDay(booking.startDate, language)}
          {booking.endDate !== booking.startDate && (
            <>
              {' – '}
              {formatDay(booking.endDate, language)}
            </>
          )}
        </p>
      </div>
    </div>
  );
}

/** Free or late: what cancelling now counts as (the server marks it the same way). */
function CancellationNotice({ booking, name }: { booking: Booking; name: string }) {
  const { t } = useTranslation();
  const kind = cancellationKind(booking);
  const late = kind === 'late';
  const Icon = late ? TriangleAlert : ShieldCheck;
  const text =
    kind === 'freeRequest'
      ? t('bookings.dialog.renterCancel.freeRequest', { name })
      : late
        ? t('bookings.dialog.renterCancel.late', { count: FREE_CANCELLATION_HOURS })
        : t('bookings.dialog.renterCancel.free', { count: FREE_CANCELLATION_HOURS });
  return (
    <p
      data-cancellation={kind}
      className={cn(
        // Full width: out of the header's room for the close button.
        '-me-10 flex items-start gap-2.5 rounded-xl px-3.5 py-3 text-sm font-medium',
        late ? 'bg-warning-50 text-warning-700' : 'bg-success-50 text-success-700',
      )}
    >
      <Icon className="mt-0.5 size-4.5 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
