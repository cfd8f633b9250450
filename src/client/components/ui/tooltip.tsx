import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@shared/constants';
import { type ReactNode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { cn } from '../../lib/cn';

export interface SimpleTooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link): hovering or focusing it shows the tooltip. */
  children: ReactNode;
  /** Where the bubble sits; start and end follow the page's direction. */
  side?: 'top' | 'bottom' | 'start' | 'end';
  /** Along a top or bottom side: which edges line up. */
  align?: 'start' | 'center' | 'end';
}

const SIDE_CLASSES = {
  top: 'bottom-full mb-2',
  bottom: 'top-full mt-2',
  start: 'end-full me-2 top-1/2 -translate-y-1/2',
  end: 'start-full ms-2 top-1/2 -translate-y-1/2',
} as const;
const ALIGN_CLASSES = { start: 'start-0', center: 'left-1/2 -translate-x-1/2', end: 'end-0' } as const;

/** When a tooltip last closed: the next one within TOOLTIP_SKIP_DELAY_MS opens at once (docs/product.md, "Limits"). */
let lastClosedAt = 0;

/**
 * `<SimpleTooltip content="…"><Button … /></SimpleTooltip>`: a small dark bubble that appears
 * TOOLTIP_DELAY_MS after the pointer rests on the trigger or the keyboard focuses it, stays while
 * the pointer is over it, and goes on Escape (WCAG 1.4.13). Drawn with CSS, so the pages that show
 * one (the floating shortcuts, on every page) carry no positioning library. A tooltip is a hint,
 * not an accessible name: icon buttons still need aria-label, and the bubble is hidden from
 * assistive technology, which reads that label already (or a copy of the words the trigger's
 * aria-describedby names, as the verification badges keep).
 *
 * While closed the bubble is not laid out at all (display: none), so it never widens the page: an
 * invisible bubble still counts for the scrollable width, and a 320 px one beside a badge near the
 * edge of a phone made the whole page scroll sideways. It comes in with `@starting-style` (so the
 * delay and the fade still apply) and goes with `transition-behavior: allow-discrete` (so it fades
 * out before it is taken away); open, it is never wider than the screen.
 */
export function SimpleTooltip({ content, children, side = 'top', align = 'center' }: SimpleTooltipProps) {
  const [active, setActive] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [instant, setInstant] = useState(false);

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);

  const open = () => {
    setInstant(Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS);
    setActive(true);
  };
  const close = () => {
    if (active && !dismissed) lastClosedAt = Date.now();
    setActive(false);
    setDismissed(false);
  };
  // The delay is the bubble's inline style, so it must be there before the browser applies :hover:
  // a transition takes the delay its new style has when it starts. React renders a pointer's enter
  // and leave a moment later (the bubble came at once and left 700 ms late) unless flushed in the
  // handler. Focus and blur are rendered before the browser draws again already.
  const onPointerEnter = () => flushSync(open);
  const onPointerLeave = () => flushSync(close);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only watches the trigger inside (a button or link) to show a visual hint.
    <span
      className="group/tip relative inline-flex"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={open}
      onBlur={close}
    >
      {children}
      {!dismissed && (
        <span
          aria-hidden="true"
          style={{ transitionDelay: active && !instant ? `${TOOLTIP_DELAY_MS}ms` : '0ms' }}
          className={cn(
            'pointer-events-none absolute z-50 w-max max-w-[min(20rem,calc(100vw-2rem))] rounded-lg bg-ink px-2.5 py-1.5 text-xs leading-relaxed text-white shadow-pop',
            // Closed: not laid out. Opening starts from invisible (important: the open rules below
            // are more specific), and closing keeps it laid out until it has faded.
            'hidden invisible opacity-0 transition-[opacity,visibility,display] transition-discrete duration-150',
            'starting:invisible! starting:opacity-0!',
            'group-hover/tip:pointer-events-auto group-hover/tip:block group-hover/tip:visible group-hover/tip:opacity-100',
            'group-has-[:focus-visible]/tip:block group-has-[:focus-visible]/tip:visible group-has-[:focus-visible]/tip:opacity-100',
            SIDE_CLASSES[side],
            (side === 'top' || side === 'bottom') && ALIGN_CLASSES[align],
          )}
        >
          {content}
        </span>
      )}
    </span>
  );
}
