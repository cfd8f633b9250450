import type { Item } from '@shared/api-types';
import type { PickupOption } from '@shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useErrorMessage } from '../../../components/page-states';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { currentUserQueryKey, useCurrentUser } from '../../auth';
import { useRequestBooking } from '../../bookings';
import type { DaySelection } from './booking-dates';
import { type ClosedGate, GATE_OF_REFUSAL } from './identity-gate';

export interface BookingDraft {
  selection: DaySelection;
  pickupMethod: PickupOption;
  message: string;
}

/**
 * Sends the request, with its toasts (docs/product.md, "Errors"), and takes the request that waits
 * for payment to its checkout. One Idempotency-Key per draft: pressing again after a lost answer
 * books once; a changed draft gets a new key. A refusal for an unconfirmed e-mail or an unverified
 * identity (docs/decisions/0062-verified-members.md) goes to `onRefused`, which explains it in the
 * card, and the account is read again: it was not what this page thought.
 */
export function useSubmitBooking(item: Item, { onRefused }: { onRefused: (gate: ClosedGate) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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

  const submit = (draft: BookingDraft) => {
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
          // A request is paid for before the owner sees it (docs/decisions/0044-payments.md): every
          // request waits for its payment, on its checkout; anything else is followed on its page.
          navigate(
            booking.status === 'awaiting_payment'
              ? paths.bookingCheckout(booking.id)
              : paths.booking(booking.id),
          );
        },
        onError: (error) => {
          const gate = error instanceof ApiError && error.code ? GATE_OF_REFUSAL[error.code] : undefined;
          if (gate) {
            onRefused(gate);
            void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
            return;
          }
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
