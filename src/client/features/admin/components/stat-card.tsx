import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type Tone = 'primary' | 'sand' | 'info' | 'success' | 'warning';

const TONES: Record<Tone, string> = {
  primary: 'bg-primary-50 text-primary-700',
  sand: 'bg-sand-100 text-sand-800',
  info: 'bg-info-50 text-info-700',
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-700',
};

export function StatCard({
  icon: Icon,
  tone,
  title,
  value,
  caption,
  children,
  className,
}: {
  icon: LucideIcon;
  tone: Tone;
  title: string;
  value: string;
  caption: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-muted">{title}</h2>
        <span className={cn('grid size-9 shrink-0 place-items-center rounded-xl sm:size-10', TONES[tone])}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <div className="mt-1 text-2xl font-bold tabular-nums tracking-tight text-ink sm:text-3xl">{value}</div>
      <p className="mt-1 text-sm text-muted">{caption}</p>
      {children}
    </div>
  );
}
