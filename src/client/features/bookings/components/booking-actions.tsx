import type { Booking } from '@shared/api-types';
import { availableActions, type BookingAction, type BookingActor, todayInRiyadh } from '@shared/bookings';
import { Check, Handshake, type LucideIcon, PackageCheck } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { isRequest } from '../booking-lists';
import { type AskedAction, BookingActionDialog } from './booking-action-dialog';
import { NoShowDialog } from './no-show-dialog';
import { type RecordStepProps, type StepAction, StepDialog } from './step-dialog';
import { useRunBookingAction } from './use-run-booking-action';

/** Quieter actions first, so the main one sits at the end edge (left in Arabic, right in English). */
const BUTTONS: { action: BookingAction; variant: ButtonVariant; icon?: LucideIcon }[] = [
  { action: 'cancel', variant: 'danger-outline' },
  { action: 'decline', variant: 'outline' },
  // The renter did not come: quiet, beside the hand-over it replaces (docs/decisions/0060-no-shows.md).
  { action: 'no_show', variant: 'outline' },
  { action: 'accept', variant: 'primary', icon: Check },
  { action: 'start', variant: 'primary', icon: Handshake },
  { action: 'complete', variant: 'primary', icon: PackageCheck },
];

/**
 * What one side can do with a booking today, as buttons. Declining and cancelling ask first, with
 * a reason (BookingActionDialog); handing over and confirming the return ask first too, saying what
 * confirming means, with the condition record the booking's page offers as `RecordStep`
 * (StepDialog, docs/decisions/0059-handover-and-return-records.md). Saying the renter did not come
 * asks first too, with what comes back to whom (NoShowDialog, docs/decisions/0060-no-shows.md).
 * `withheld`: actions the page knows the server would refuse now (an open no-show case).
 */
export function BookingActions({
  booking,
  side,
  RecordStep,
  withheld = [],
}: {
  booking: Booking;
  side: BookingActor;
  RecordStep?: ComponentType<RecordStepProps>;
  withheld?: readonly BookingAction[];
}) {
  const { t } = useTranslation();
  const runner = useRunBookingAction(booking, side);
  const [asking, setAsking] = useState<AskedAction | StepAction | 'no_show' | null>(null);
  const actions = availableActions({ ...booking, actor: side, today: todayInRiyadh() }).filter(
    (action) => !withheld.includes(action),
  );
  const close = (open: boolean) => {
    if (!open) setAsking(null);
  };

  const label = (action: BookingAction) => {
    if (action === 'cancel' && isRequest(booking)) return t('bookings.actions.cancelRequest');
    // The renter says they gave it back; the owner marks it returned.
    if (action === 'complete' && side === 'renter') return t('bookings.actions.completeRenter');
    return t(`bookings.actions.${action}`);
  };
  const onAction = (action: BookingAction) => {
    if (action === 'accept') void runner.run(action);
    else setAsking(action);
  };

  return (
    <>
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
      {(asking === 'decline' || asking === 'cancel') && (
        <BookingActionDialog
          booking={booking}
          side={side}
          action={asking}
          runner={runner}
          onOpenChange={close}
        />
      )}
      {(asking === 'start' || asking === 'complete') && (
        <StepDialog
          booking={booking}
          side={side}
          action={asking}
          runner={runner}
          RecordStep={RecordStep}
          onOpenChange={close}
        />
      )}
      {asking === 'no_show' && <NoShowDialog booking={booking} runner={runner} onOpenChange={close} />}
    </>
  );
}
