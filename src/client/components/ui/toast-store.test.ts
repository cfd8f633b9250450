import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, toast, toastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time, for 5000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    const store = createToastStore();
    store.toast({ title: 'Saved' });
    const [only] = store.getSnapshot();
    expect(only).toMatchObject({ title: 'Saved', variant: 'default', open: true, duration: 5000 });
  });

  it('keeps a toast with a button until it is closed or replaced, so it cannot vanish before it is reached', () => {
    const store = createToastStore();
    const onSelect = vi.fn();
    store.toast({ title: 'Saved to your favourites', action: { label: 'View saved items', onSelect } });
    const [only] = store.getSnapshot();
    expect(only).toMatchObject({ duration: Number.POSITIVE_INFINITY, action: { label: 'View saved items' } });
    only?.action?.onSelect();
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('keeps at most one toast: a new one replaces the old', () => {
    const store = createToastStore();
    const first = store.toast({ title: 'First' });
    const second = store.toast({ title: 'Second', description: 'More', variant: 'destructive' });
    const toasts = store.getSnapshot();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      id: second.id,
      title: 'Second',
      description: 'More',
      variant: 'destructive',
    });
    expect(second.id).not.toBe(first.id);
  });

  it('dismiss closes the toast, and it is removed only after the remove delay', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Booking request sent!', variant: 'success' });
    handle.dismiss();
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('dismiss without an id closes all, and dismissing twice does not restart the delay', () => {
    const store = createToastStore({ limit: 3 });
    store.toast({ title: 'A' });
    store.toast({ title: 'B' });
    store.dismiss();
    expect(store.getSnapshot().every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS / 2);
    store.dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS / 2);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('a replaced toast leaves no pending removal behind', () => {
    const store = createToastStore();
    const old = store.toast({ title: 'Old' });
    old.dismiss();
    const fresh = store.toast({ title: 'Fresh' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: fresh.id, open: true })]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('notifies subscribers with a new snapshot on each change, until unsubscribed', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    const handle = store.toast({ title: 'Hi' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    handle.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('the shared toast() works outside React and returns { id, dismiss }', () => {
    const handle = toast({ title: 'Message sent!' });
    expect(toastStore.getSnapshot()[0]?.id).toBe(handle.id);
    handle.dismiss();
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
    toastStore.remove();
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
