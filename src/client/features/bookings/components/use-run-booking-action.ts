import type { Booking } from '@shared/api-types';
import type { BookingAction, BookingActor } from '@shared/bookings';
import { otherParty } from '@shared/bookings';
import { isolate } from '@shared/names';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { displayName } from '../../../lib/person-name';
import { bookingsQueryKey, useBookingAction } from '../api/bookings';

const DONE: Record<BookingAction, { title: string; body: string }> = {
  accept: { title: 'bookings.done.accept', body: 'bookings.done.acceptBody' },
  decline: { title: 'bookings.done.decline', body: 'bookings.done.declineBody' },
  start: { title: 'bookings.done.start', body: 'bookings.done.startBody' },
  complete: { title: 'bookings.done.complete', body: 'bookings.done.completeBody' },
  cancel: { title: 'bookings.done.cancel', body: 'bookings.done.cancelBody' },
  no_show: { title: 'bookings.done.no_show', body: 'bookings.done.no_showBody' },
};

/** The key of the field-level problem the server found with the reason (reason_required), if that is what it said. */
export function reasonProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return undefined;
  return error.body?.errors?.find((problem) => problem.path === 'reason')?.code ?? undefined;
}

/**
 * Takes an action on one booking: a success toast naming the other side, or
 * a destructive toast with the server's refusal in the user's language (a
 * booking that changed meanwhile also refreshes the list, so it shows how it
 * stands now). A problem with the reason goes back to the dialog instead, and so does any refusal
 * when the dialog asks for it (`onRefusal`: a hand-over refused for want of a photo is fixed there).
 */
export function useRunBookingAction(booking: Booking, side: BookingActor) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const mutation = useBookingAction();
  const name = isolate(displayName(otherParty(booking, side)));

  // mutateAsync rather than mutate's callbacks: a booking that changes group (waiting → upcoming)
  // is a new row once the list refreshes, and callbacks of an unmounted row would never run.
  const run = async (
    action: BookingAction,
    options: {
      reason?: string;
      onClose?: () => void;
      onReasonProblem?: (key: string) => void;
      onRefusal?: (message: string) => void;
    } = {},
  ) => {
    try {
      await mutation.mutateAsync({ booking, action, reason: options.reason?.trim() || undefined });
    } catch (error) {
      const problem = reasonProblem(error);
      if (problem && options.onReasonProblem) {
        options.onReasonProblem(problem);
        return;
      }
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      }
      if (options.onRefusal) {
        options.onRefusal(errorMessage(error));
        return;
      }
      toast({
        variant: 'destructive',
        title: t(`bookings.failed.${action}`),
        description: errorMessage(error),
      });
      options.onClose?.();
      return;
    }
    // The renter confirming a return: the owner is asked to acknowledge it (docs/decisions/0059).
    const body =
      action === 'complete' && side === 'renter' ? 'bookings.done.completeRenterBody' : DONE[action].body;
    toast({ variant: 'success', title: t(DONE[action].title), description: t(body, { name }) });
    options.onClose?.();
  };

  return {
    run,
    pending: mutation.isPending,
    /** The action on its way, for its button's spinner. */
    pendingAction: mutation.isPending ? mutation.variables?.action : undefined,
  };
}
