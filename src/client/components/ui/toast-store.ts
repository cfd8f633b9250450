/**
 * The toast store, free of React so it can be called from anywhere (a mutation's
 * onError, a fetch helper) and tested in node. SPEC section 9: one toast at a time,
 * a new one replaces the old; a dismissed toast stays in state (closed, so Radix can
 * animate it out) until TOAST_REMOVE_DELAY_MS have passed. Auto-dismiss after
 * `duration` is done by Radix Toast, which calls `dismiss` through onOpenChange.
 */
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@shared/constants';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastRecord {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** false once dismissed; the record is removed TOAST_REMOVE_DELAY_MS later. */
  open: boolean;
  /** Milliseconds before Radix closes it by itself. */
  duration: number;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

export interface ToastStoreOptions {
  limit?: number;
  duration?: number;
  removeDelay?: number;
}

export function createToastStore({
  limit = TOAST_LIMIT,
  duration = TOAST_DURATION_MS,
  removeDelay = TOAST_REMOVE_DELAY_MS,
}: ToastStoreOptions = {}) {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  // Every change makes a new array, so useSyncExternalStore sees it.
  function set(next: readonly ToastRecord[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function clearTimer(id: string) {
    const timer = removalTimers.get(id);
    if (timer !== undefined) {
      clearTimeout(timer);
      removalTimers.delete(id);
    }
  }

  function remove(id?: string) {
    const ids = id === undefined ? toasts.map((t) => t.id) : [id];
    for (const each of ids) clearTimer(each);
    set(id === undefined ? [] : toasts.filter((t) => t.id !== id));
  }

  function dismiss(id?: string) {
    const targets = toasts.filter((t) => t.open && (id === undefined || t.id === id));
    if (targets.length === 0) return;
    for (const target of targets) {
      clearTimer(target.id);
      removalTimers.set(
        target.id,
        setTimeout(() => remove(target.id), removeDelay),
      );
    }
    const closing = new Set(targets.map((t) => t.id));
    set(toasts.map((t) => (closing.has(t.id) ? { ...t, open: false } : t)));
  }

  function toast({ title, description, variant = 'default' }: ToastInput): ToastHandle {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    const record: ToastRecord = { id, title, description, variant, open: true, duration };
    // Newest first; anything past the limit is replaced outright (dropped, with its timer).
    const next = [record, ...toasts];
    for (const dropped of next.slice(limit)) clearTimer(dropped.id);
    set(next.slice(0, limit));
    return { id, dismiss: () => dismiss(id) };
  }

  return {
    toast,
    dismiss,
    remove,
    getSnapshot: (): readonly ToastRecord[] => toasts,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's single store. */
export const toastStore = createToastStore();

/** Shows a toast from anywhere, in or outside React. */
export const toast = toastStore.toast;
/** Closes one toast, or all when no id is given. */
export const dismissToast = toastStore.dismiss;
