import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { toastStore } from './toast-store';

export { type ToastHandle, type ToastInput, toast } from './toast-store';

let view: Promise<typeof import('./toast-view')> | undefined;
const loadView = () => {
  view ??= import('./toast-view');
  return view;
};
const ToasterView = lazy(loadView);

/** Toasts mostly answer something the person did: their code downloads at the first tap or key press. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/** The current toasts plus the store's functions, for components. */
export function useToast() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return { toasts, toast: toastStore.toast, dismiss: toastStore.dismiss };
}

/**
 * Render once near the app root (inside DirectionProvider and the i18n provider). The toasts'
 * component (Radix Toast, toast-view.tsx, 12 kB with its Radix parts) is not part of what a page
 * needs to show: it downloads at the first tap or key press, or with the first toast (a message
 * carried over a redirect). So it is there, even offline, when a toast answers something done, and a
 * visitor who only looks never downloads it (the home page's JavaScript budget, docs/performance.md).
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const load = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, load, true);
      loadView().catch(() => {
        view = undefined; // Offline: tried again with the first toast.
      });
    };
    for (const type of INTERACTIONS) window.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, load, true);
    };
  }, []);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
