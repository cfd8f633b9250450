/**
 * Looking again at something a job finishes moments after the answer (a payout requested, a refund
 * owed; docs/decisions/0047): the page refreshes a few times, with growing pauses, while it shows
 * such a thing, then leaves it as it is. No live event tells of these changes.
 */
import { useEffect, useState } from 'react';

/** The pauses before each look: about a minute in all, then no more until something new is awaited. */
export const FOLLOW_UP_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;

/**
 * Calls `refetch` after each pause of `delays` while `awaited` names what the page waits for (ids
 * and statuses, say "po3:requested"), null when nothing. A new name (another payout, or the same
 * one a step further) starts the pauses again.
 */
export function useFollowUp(
  awaited: string | null,
  refetch: () => unknown,
  delays: readonly number[] = FOLLOW_UP_DELAYS_MS,
): void {
  const [looks, setLooks] = useState({ awaited, count: 0 });
  const count = looks.awaited === awaited ? looks.count : 0;
  useEffect(() => {
    if (awaited === null) return;
    const delay = delays[count];
    if (delay === undefined) return;
    const timer = window.setTimeout(() => {
      setLooks({ awaited, count: count + 1 });
      refetch();
    }, delay);
    return () => window.clearTimeout(timer);
  }, [awaited, count, refetch, delays]);
}
