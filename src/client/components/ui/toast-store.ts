/**
 * The toast store, free of React so it can be called from anywhere (a mutation's
 * onError, a fetch helper) and tested in node. One toast at a time (docs/product.md, "Limits"):
 * a new one replaces the old; a dismissed toast stays in state (closed, so Radix can
 * animate it out) until TOAST_REMOVE_DELAY_MS have passed. Auto-dismiss after
 * `duration` is done by Radix Toast, which calls `dismiss` through onOpenChange.
 */
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@shared/constants';

export type ToastVariant = 'default' | 'success' | 'destructive';

/** A button in the toast that leads on from what was just done (open the saved items). */
export interface ToastAction {
  label: string;
  onSelect: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastRecord {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
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

  function toast({ title, description, variant = 'default', action }: ToastInput): ToastHandle {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    // A toast offering a way on stays until closed or replaced: the person decides when they have
    // read it (WCAG 2.2.1, timing adjustable), and it is not gone before they reach its button.
    const record: ToastRecord = {
      id,
      title,
      description,
      variant,
      action,
      open: true,
      duration: action ? Number.POSITIVE_INFINITY : duration,
    };
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

/** The app's single store. */
export const toastStore = createToastStore();

/** Shows a toast from anywhere, in or outside React. */
export const toast = toastStore.toast;
