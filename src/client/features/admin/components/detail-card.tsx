/** A titled card of the account page, named by its heading. */
import type { ReactNode } from 'react';

export function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
