import type { Booking } from '@shared/api-types';
import { availableActions, type BookingAction, type BookingActor, todayInRiyadh } from '@shared/bookings';
import { Check, Handshake, type LucideIcon, PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { isRequest } from '../booking-lists';
import { type AskedAction, BookingActionDialog } from './booking-action-dialog';
import { useRunBookingAction } from './use-run-booking-action';

/** Quieter actions first, so the main one sits at the end edge (left in Arabic, right in English). */
const BUTTONS: { action: BookingAction; variant: ButtonVariant; icon?: LucideIcon }[] = [
  { action: 'cancel', variant: 'danger-outline' },
  { action: 'decline', variant: 'outline' },
  { action: 'accept', variant: 'primary', icon: Check },
  { action: 'start', variant: 'primary', icon: Handshake },
  { action: 'complete', variant: 'primary', icon: PackageCheck },
];

/**
 * What one side can do with a booking today, as buttons; declining and cancelling ask first, with
 * a reason (BookingActionDialog).
 */
export function BookingActions({ booking, side }: { booking: Booking; side: BookingActor }) {
  const { t } = useTranslation();
  const runner = useRunBookingAction(booking, side);
  const [asking, setAsking] = useState<AskedAction | null>(null);
  const actions = availableActions({ ...booking, actor: side, today: todayInRiyadh() });

  const label = (action: BookingAction) =>
    action === 'cancel' && isRequest(booking)
      ? t('bookings.actions.cancelRequest')
      : t(`bookings.actions.${action}`);
  const onAction = (action: BookingAction) => {
    if (action === 'decline' || action === 'cancel') setAsking(action);
    else void runner.run(action);
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
    </>
  );
}
