/**
 * Refreshing one booking's page: the booking and everything under its key (its money, its claim, its
 * hand-over and return records), after a step or after a refusal that says they changed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api';
import { bookingsQueryKey } from '../../../lib/query-keys';

/** The key useBooking reads one booking under; its money, claim and records sit below it. */
export const bookingKey = (id: string) => [...bookingsQueryKey, id] as const;

/** Refetches the booking, its money, its claim and its records. */
export function useRefreshBooking(id: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: bookingKey(id) }), [queryClient, id]);
}

/**
 * A refusal saying the booking moved on (409: a claim made meanwhile, a window closed, already
 * answered) stays in its dialog to be read; the page refreshes once the dialog closes, to show
 * where it stands. Answers what to call with each refusal.
 */
export function useRefreshAfterConflict(id: string) {
  const refresh = useRefreshBooking(id);
  const conflicted = useRef(false);
  useEffect(
    () => () => {
      if (conflicted.current) void refresh();
    },
    [refresh],
  );
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) conflicted.current = true;
  };
}
