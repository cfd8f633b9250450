import type { Booking } from '@shared/api-types';
import { type BookingActor, otherParty, todayInRiyadh } from '@shared/bookings';
import { formatDay } from '@shared/format';
import { ACKNOWLEDGE_HOURS, type HandoverStage } from '@shared/handover';
import { isolate } from '@shared/names';
import { Camera, Info } from 'lucide-react';
import { type ComponentType, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
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
import { useLanguage } from '../../../i18n/use-language';
import { displayName } from '../../../lib/person-name';
import { BookingSummary } from './booking-summary';
import type { useRunBookingAction } from './use-run-booking-action';

/** The steps that hand the item over or take it back, asked first (docs/decisions/0059-handover-and-return-records.md). */
export type StepAction = 'start' | 'complete';

/**
 * A condition record written inside the step's dialog and sent before the step itself. The
 * booking's page provides it, since the records are the page's (docs/decisions/0059): a form with
 * `formId`, which the dialog's confirm button submits; it calls `onReady` once what was written is
 * saved, or at once when nothing was.
 */
export interface RecordStepProps {
  bookingId: string;
  stage: HandoverStage;
  formId: string;
  onReady: () => void;
  /** Photos uploading or the record on its way: the step waits. */
  onBusy: (busy: boolean) => void;
}

const STAGE_OF: Record<StepAction, HandoverStage> = { start: 'handover', complete: 'return' };

/**
 * Asks before handing the item over or confirming its return, saying what confirming means: the
 * other side is asked to acknowledge within a day, and silence acknowledges. With a deposit the
 * owner hands over only after a photo; an early return by the renter ends the rental today. A
 * refusal stays in the dialog, to be fixed there.
 */
export function StepDialog({
  booking,
  side,
  action,
  runner,
  RecordStep,
  onOpenChange,
}: {
  booking: Booking;
  side: BookingActor;
  action: StepAction;
  runner: ReturnType<typeof useRunBookingAction>;
  RecordStep?: ComponentType<RecordStepProps>;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const copy = useStepCopy(booking, side, action);

  const go = () => {
    setFailure(undefined);
    void runner.run(action, { onClose: () => onOpenChange(false), onRefusal: setFailure });
  };
  // With a record form, confirming submits it: it saves what was written, then calls go.
  const confirm = RecordStep ? { type: 'submit' as const, form: formId } : { onClick: go };

  return (
    <Dialog open onOpenChange={(open) => !runner.pending && onOpenChange(open)}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.body}</DialogDescription>
        </DialogHeader>
        <BookingSummary booking={booking} />
        {copy.notes.length > 0 && (
          <ul className="flex flex-col gap-2" data-testid="step-notes">
            {copy.notes.map((note) => (
              <li key={note.text} className="flex items-start gap-2 text-sm text-ink/90">
                {note.icon}
                {note.text}
              </li>
            ))}
          </ul>
        )}
        {RecordStep && (
          <RecordStep
            bookingId={booking.id}
            stage={STAGE_OF[action]}
            formId={formId}
            onReady={go}
            onBusy={setBusy}
          />
        )}
        {failure && (
          <Alert variant="danger" title={t(`bookings.failed.${action}`)}>
            {failure}
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={runner.pending}>
              {t('bookings.dialog.back')}
            </Button>
          </DialogClose>
          <Button {...confirm} loading={runner.pending || busy}>
            {copy.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const NOTE_ICON = 'mt-0.5 size-4 shrink-0 text-primary-700';

/** The dialog's words for one step and side, and the notes that apply to this booking today. */
function useStepCopy(booking: Booking, side: BookingActor, action: StepAction) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = isolate(displayName(otherParty(booking, side)));
  const period = t('bookings.dialog.hours', { count: ACKNOWLEDGE_HOURS });
  const deposit = booking.price.deposit > 0;
  const notes: { text: string; icon: ReactNode }[] = [];

  if (action === 'start') {
    if (deposit) {
      notes.push({
        text: t('bookings.dialog.handover.photoNeeded'),
        icon: <Camera className={NOTE_ICON} aria-hidden="true" />,
      });
    }
    return {
      title: t('bookings.dialog.handover.title'),
      body: t('bookings.dialog.handover.body', { name, period }),
      confirm: t('bookings.dialog.handover.confirm'),
      notes,
    };
  }
  // A renter may confirm before the last day: the rental then ends today (docs/decisions/0059).
  if (side === 'renter' && todayInRiyadh() < booking.endDate) {
    const date = formatDay(booking.endDate, language, { weekday: true });
    notes.push({
      text: deposit
        ? t('bookings.dialog.return.earlyDeposit', { date })
        : t('bookings.dialog.return.early', { date }),
      icon: <Info className={NOTE_ICON} aria-hidden="true" />,
    });
  }
  return {
    title: t(`bookings.dialog.return.${side}Title`),
    body: t(`bookings.dialog.return.${side}Body`, { name, period }),
    confirm: t('bookings.dialog.return.confirm'),
    notes,
  };
}
