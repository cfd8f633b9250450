import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { bookingsQueryKey } from '../../../lib/query-keys';
import { useStartCheckout } from '../api/checkout';

/** What stopped the renter from reaching the payment page. */
export type PayProblem = { kind: 'gateway' } | { kind: 'expired' } | { kind: 'other'; error: unknown };

/** Leaves for the gateway's page; a function so tests can watch it (window.location is read-only). */
export const leaveFor = { page: (url: string) => window.location.assign(url) };

/**
 * Starts a checkout and sends the renter to the gateway's page. One Idempotency-Key per attempt:
 * pressing again after a lost answer or a gateway hiccup gets the same page; "Try another card"
 * after a failed payment (`fresh`) is a new attempt. A booking that changed meanwhile is reloaded,
 * and the page shows where it stands.
 */
export function usePay(bookingId: string) {
  const queryClient = useQueryClient();
  const start = useStartCheckout(bookingId);
  const key = useRef<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<PayProblem | null>(null);

  const pay = ({ fresh = false }: { fresh?: boolean } = {}) => {
    if (fresh || !key.current) key.current = crypto.randomUUID();
    setProblem(null);
    start.mutate(key.current, {
      onSuccess: ({ url }) => {
        setLeaving(true);
        leaveFor.page(url);
      },
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : undefined;
        if (code === 'booking_changed') {
          void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
        } else if (code === 'payment_window_closed' || code === 'request_expired') {
          setProblem({ kind: 'expired' });
        } else if (code === 'gateway_unavailable' || (error instanceof ApiError && error.status === 503)) {
          setProblem({ kind: 'gateway' });
        } else {
          setProblem({ kind: 'other', error });
        }
      },
    });
  };
  return { pay, busy: start.isPending || leaving, problem };
}
