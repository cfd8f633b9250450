import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A line on what comes next in a claim or a no-show case: a deadline, who acts, what silence means. */
export function NextNote({
  icon: Icon,
  testId,
  children,
}: {
  icon: LucideIcon;
  testId: string;
  children: ReactNode;
}) {
  return (
    <p
      className="flex items-start gap-2 rounded-xl bg-canvas px-3 py-2 text-sm text-ink/90"
      data-testid={testId}
    >
      <Icon className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** An administrator's reason for a decision (their words: shown as written, never as markup). */
export function DecisionQuote({
  testId,
  className,
  children,
}: {
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <blockquote
      className={cn(
        'ms-6 whitespace-pre-line break-words border-s-2 border-primary-300 ps-3 leading-relaxed text-ink/90',
        className,
      )}
      dir="auto"
      data-testid={testId}
    >
      {children}
    </blockquote>
  );
}
