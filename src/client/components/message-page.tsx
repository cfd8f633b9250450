import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A whole-page message (not found, coming soon): a round icon, the title as
 * the page's h1, a short text and the ways onward, centred.
 */
export function MessagePage({
  icon,
  iconClassName,
  eyebrow,
  title,
  subtitle,
  body,
  actions,
}: {
  icon: ReactNode;
  iconClassName: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  body: string;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className={cn('grid size-20 place-items-center rounded-full', iconClassName)}>{icon}</span>
      {eyebrow && <p className="mt-6 text-sm font-semibold text-primary-700">{eyebrow}</p>}
      <h1 className={cn('text-3xl font-bold', eyebrow ? 'mt-2' : 'mt-6')}>{title}</h1>
      {subtitle && <p className="mt-2 text-lg font-semibold text-primary-700">{subtitle}</p>}
      <p className="mt-3 text-muted">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
