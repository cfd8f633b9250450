/**
 * After a client-side navigation to another page, focus goes to the new page's main heading and a
 * screen reader hears its name, as a full page load would give them; without this, focus falls
 * back to <body> when the clicked link unmounts, and a keyboard user starts again from the top
 * (docs/decisions/0036-page-changes-language-focus-and-dates.md says why here, in one place).
 * The first load is left alone (the browser starts at the top), and so is a change of the query
 * string alone (browse's filters): the person is still on the same page.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * How the person last moved: by pointer (mouse, touch, pen) or keyboard. The heading focused after
 * a tap or a click shows no ring (a mouse or touch user sees a stray box), after a key it does
 * (styles.css, `[data-focus-from]`). Typing in a field is not moving by keyboard: a search typed on
 * a phone and sent with its Enter key leaves the person a touch user; Tab there is a move.
 */
let lastInput: 'pointer' | 'keyboard' = 'pointer';
const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.matches('textarea, input:not([type=checkbox], [type=radio])'));
if (typeof window !== 'undefined') {
  const options = { capture: true, passive: true };
  window.addEventListener('pointerdown', () => (lastInput = 'pointer'), options);
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Tab' || !typesText(event.target)) lastInput = 'keyboard';
    },
    options,
  );
}

/** Focuses the first <h1> inside `main` once it is there (a page may show it after its data). */
function focusHeadingWhenShown(main: HTMLElement, announce: (name: string) => void): () => void {
  const focusHeading = (): boolean => {
    const heading = main.querySelector('h1');
    if (!heading) return false;
    // Focusable by script only, so it is not an extra stop for the Tab key.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    // A page that put the focus somewhere itself (a form's first field) keeps it there.
    const active = document.activeElement;
    if (!active || active === document.body || active === main || !main.contains(active)) {
      heading.dataset.focusFrom = lastInput;
      heading.focus({ preventScroll: true });
    }
    announce(heading.textContent?.trim() ?? '');
    return true;
  };
  if (focusHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Rendered once by each frame (the site's, the administration's), beside its <main>. */
export function RouteFocus({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    // Compared with the last page rather than "first run": StrictMode runs a first effect twice.
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    return main ? focusHeadingWhenShown(main, setAnnouncement) : undefined;
  }, [pathname, mainId]);
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );
}
