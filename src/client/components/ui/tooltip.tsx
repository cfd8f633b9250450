import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@shared/constants';
import { type ReactNode, useEffect, useState } from 'react';
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
 * assistive technology, which reads that label already.
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

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only watches the trigger inside (a button or link) to show a visual hint.
    <span
      className="group/tip relative inline-flex"
      onPointerEnter={open}
      onPointerLeave={close}
      onFocus={open}
      onBlur={close}
    >
      {children}
      {!dismissed && (
        <span
          aria-hidden="true"
          style={{ transitionDelay: active && !instant ? `${TOOLTIP_DELAY_MS}ms` : '0ms' }}
          className={cn(
            'pointer-events-none absolute z-50 w-max max-w-xs rounded-lg bg-ink px-2.5 py-1.5 text-xs leading-relaxed text-white shadow-pop',
            'invisible opacity-0 transition-[opacity,visibility] duration-150',
            'group-hover/tip:pointer-events-auto group-hover/tip:visible group-hover/tip:opacity-100',
            'group-has-[:focus-visible]/tip:visible group-has-[:focus-visible]/tip:opacity-100',
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
