import { CircleCheck, CircleDashed, Hourglass, type LucideIcon } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/** Where a check stands, as the section's badge says it. */
export type SectionState = 'done' | 'notYet' | 'waiting' | 'review';

const STATE_LOOK = {
  done: { variant: 'success', icon: CircleCheck },
  notYet: { variant: 'muted', icon: CircleDashed },
  waiting: { variant: 'info', icon: Hourglass },
  review: { variant: 'warning', icon: Hourglass },
} as const;

/** One check of the Verification page: its icon, heading and state, why it matters, then its step. */
export function VerifySection({
  icon: Icon,
  title,
  why,
  state,
  stateLabel,
  testId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  why: string;
  state: SectionState;
  /** The pill's word where the state's own does not fit (an e-mail is confirmed, not verified). */
  stateLabel?: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const look = STATE_LOOK[state];
  const StateIcon = look.icon;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      data-state={state}
      className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-7"
    >
      <header className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-primary-50 text-primary-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={headingId} className="text-lg font-bold text-ink sm:text-xl">
              {title}
            </h2>
            <Badge variant={look.variant}>
              <StateIcon className="size-3.5" aria-hidden="true" />
              {stateLabel ?? t(`verification.state.${state}`)}
            </Badge>
          </div>
          <p className="mt-0.5 text-sm text-muted">{why}</p>
        </div>
      </header>
      <div className="mt-5 flex flex-col gap-4">{children}</div>
    </section>
  );
}

/**
 * Focuses the element when `step` changes after the first render (a form giving way to a number, an
 * outcome, a done line), so keyboard and screen reader users land on what replaced what they used.
 * The element gets tabIndex -1 from the caller. `focusInside` may place the focus itself for a step
 * (on the field a step shows) and answer true.
 */
export function useFocusOnStep<T extends HTMLElement>(
  step: string,
  focusInside?: (step: string) => boolean,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const previous = useRef(step);
  const inside = useRef(focusInside);
  inside.current = focusInside;
  useEffect(() => {
    if (step === previous.current) return;
    previous.current = step;
    if (inside.current?.(step)) return;
    ref.current?.focus();
  }, [step]);
  return ref;
}
