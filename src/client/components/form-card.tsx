import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** One section of the form: a card with an icon, a heading and a line saying what it is for. */
export function FormCard({
  icon: Icon,
  title,
  description,
  descriptionId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  descriptionId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
    >
      <header className="mb-6 flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-primary-50 text-primary-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-ink sm:text-xl">
            {title}
          </h2>
          <p id={descriptionId} className="mt-0.5 text-sm text-muted">
            {description}
          </p>
        </div>
      </header>
      {children}
    </section>
  );
}
