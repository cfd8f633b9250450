/**
 * Whether the live connection is holding, readable anywhere (React-free
 * store with a hook): queries poll (docs/product.md, "Limits") only while it is not.
 */
import { useSyncExternalStore } from 'react';

/** off: signed out; connecting: opening or retrying; open: events arrive; down: given up for now, poll. */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'down';

let status: LiveStatus = 'off';
const listeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function getLiveStatus(): LiveStatus {
  return status;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, getLiveStatus, () => 'off' as const);
}

/** A query's refetchInterval: none while live events keep the cache fresh, else polling (docs/product.md, "Limits"). */
export function usePollingInterval(ms: number): number | false {
  return useLiveStatus() === 'open' ? false : ms;
}

/** The thread on screen, so an incoming message there is not counted as unread in the list. */
let openThread: string | null = null;
export function setOpenThread(otherUserId: string | null): void {
  openThread = otherUserId;
}
export function getOpenThread(): string | null {
  return openThread;
}
