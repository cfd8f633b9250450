import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn';

/** One section of a booking's page: a titled card. */
export function Card({
  title,
  children,
  className,
  testId,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={cn('rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5', className)}
    >
      <h2 id={headingId} className="text-base font-bold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
