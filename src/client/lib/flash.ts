/**
 * A toast that survives a full page load: signing in reloads the app
 * (docs/product.md, "Pages"), which would wipe a toast shown just before. The text is kept in
 * sessionStorage and shown once by the next page.
 */
import { type ToastInput, toast } from '../components/ui/toast-store';

const KEY = 'ajjir.flash';

export function flashToast(input: ToastInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(input));
  } catch {
    // Storage blocked: the toast is lost, the sign-in is not.
  }
}

/** Shows the toast the previous page left, if any. */
export function showFlashedToast(): void {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (!stored) return;
    sessionStorage.removeItem(KEY);
    toast(JSON.parse(stored) as ToastInput);
  } catch {
    // Nothing usable was stored.
  }
}
