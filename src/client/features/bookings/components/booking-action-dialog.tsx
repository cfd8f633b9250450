import type { Booking } from '@shared/api-types';
import { BOOKING_RULES, type BookingActor, otherParty } from '@shared/bookings';
import { isolate } from '@shared/names';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { displayName } from '../../../lib/person-name';
import { isRequest } from '../booking-lists';
import { BookingSummary } from './booking-summary';
import { CancelRefund, UnpaidCancel } from './cancel-refund';
import type { useRunBookingAction } from './use-run-booking-action';

/** The actions that ask first: declining a request, and cancelling (by either side). */
export type AskedAction = 'decline' | 'cancel';

const REASON_MAX = 500;

/**
 * Asks before a decline or a cancellation, with a reason for the other side:
 * optional when declining or when a renter cancels, required when an owner
 * cancels a confirmed booking (BOOKING_RULES). A renter is told before confirming what they will
 * get back under the booking's policy, to the halala.
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
  const name = isolate(displayName(otherParty(booking, side)));
  const required = BOOKING_RULES[action][side]?.reasonRequired ?? false;
  const copy = copyOf(t, action, side, booking, name);
  // An unpaid request never reached its owner (docs/decisions/0052): nobody to give a reason to.
  const askReason = !(side === 'renter' && booking.status === 'awaiting_payment');
  const problemText = (key: string) => t(`validation.${key}`, { defaultValue: t('validation.invalid') });

  return (
    <ReasonDialog
      title={copy.title}
      description={copy.body}
      details={side === 'renter' && action === 'cancel' && renterCancelNotice(booking)}
      {...(askReason && {
        reason: {
          label: copy.label,
          placeholder: copy.placeholder,
          maxLength: REASON_MAX,
          required,
          requiredMessage: problemText('reason_required'),
          optional: !required,
        },
      })}
      confirmLabel={copy.confirm}
      cancelLabel={copy.back}
      pending={runner.pending}
      onOpenChange={onOpenChange}
      onConfirm={(reason, showProblem) =>
        void runner.run(action, {
          reason,
          onClose: () => onOpenChange(false),
          onReasonProblem: (key) => showProblem(problemText(key)),
        })
      }
    >
      <BookingSummary booking={booking} />
    </ReasonDialog>
  );
}

function renterCancelNotice(booking: Booking) {
  return booking.status === 'awaiting_payment' ? <UnpaidCancel /> : <CancelRefund booking={booking} />;
}

/**
 * The dialog's words for one action and side. A renter withdrawing a request is told so, and whether
 * its owner hears of it: only a paid request reaches the owner (bookings/booking-events.ts on the server).
 */
function copyOf(t: TFunction, action: AskedAction, side: BookingActor, booking: Booking, name: string) {
  const request = isRequest(booking);
  if (action === 'decline') {
    return {
      title: t('bookings.dialog.decline.title'),
      body: t('bookings.dialog.decline.body', { name }),
      label: t('bookings.dialog.decline.reasonLabel', { name }),
      placeholder: t('bookings.dialog.decline.reasonPlaceholder'),
      confirm: t('bookings.dialog.decline.confirm'),
      back: t('bookings.dialog.back'),
    };
  }
  if (side === 'owner') {
    return {
      title: t('bookings.dialog.ownerCancel.title'),
      body: t('bookings.dialog.ownerCancel.body', { name }),
      label: t('bookings.dialog.ownerCancel.reasonLabel'),
      placeholder: t('bookings.dialog.ownerCancel.reasonPlaceholder'),
      confirm: t('bookings.dialog.ownerCancel.confirm'),
      back: t('bookings.dialog.keep'),
    };
  }
  return {
    title: request ? t('bookings.dialog.renterCancel.titleRequest') : t('bookings.dialog.renterCancel.title'),
    body: t(renterCancelBody(booking), { name }),
    label: t('bookings.dialog.renterCancel.reasonLabel', { name }),
    placeholder: t('bookings.dialog.renterCancel.reasonPlaceholder'),
    confirm: request
      ? t('bookings.dialog.renterCancel.confirmRequest')
      : t('bookings.dialog.renterCancel.confirm'),
    back: request ? t('bookings.dialog.keepRequest') : t('bookings.dialog.keep'),
  };
}

function renterCancelBody(booking: Booking): string {
  if (booking.status === 'awaiting_payment') return 'bookings.dialog.renterCancel.bodyUnpaid';
  return isRequest(booking)
    ? 'bookings.dialog.renterCancel.bodyRequest'
    : 'bookings.dialog.renterCancel.body';
}
