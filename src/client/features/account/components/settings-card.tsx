import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** One section of the Privacy and account page: its icon, heading and what it is about, then its content. */
export function SettingsCard({
  icon: Icon,
  title,
  description,
  testId,
  tone = 'plain',
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  testId: string;
  /** Closing the account is drawn in the colour of what cannot be undone. */
  tone?: 'plain' | 'danger';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-7"
    >
      <header className="flex items-start gap-4">
        <span
          className={
            tone === 'danger'
              ? 'grid size-11 shrink-0 place-items-center rounded-2xl bg-danger-50 text-danger-700'
              : 'grid size-11 shrink-0 place-items-center rounded-2xl bg-primary-50 text-primary-700'
          }
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-bold text-ink sm:text-xl">
            {title}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted">{description}</p>
        </div>
      </header>
      <div className="mt-5 flex flex-col gap-4">{children}</div>
    </section>
  );
}
