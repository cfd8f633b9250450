import type { ReactNode } from 'react';

/** The narrow card of the account pages that are one small form (forgot, reset, setup). */
export function AuthCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <section className="rounded-3xl bg-surface p-6 shadow-card ring-1 ring-line sm:p-8">
        <span
          className="grid size-12 place-items-center rounded-2xl bg-primary-50 text-primary-700"
          aria-hidden="true"
        >
          {icon}
        </span>
        <h1 className="mt-5 text-2xl font-bold">{title}</h1>
        {description && <p className="mt-2 text-muted">{description}</p>}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
