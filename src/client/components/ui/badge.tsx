import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant =
  | 'neutral'
  | 'primary'
  | 'success'
  | 'info'
  | 'warning'
  | 'danger'
  | 'berry'
  | 'muted'
  | 'dashed';

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

// Tinted background, dark text (all at least 4.5:1) and a faint inset ring for definition.
const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-surface text-ink ring-line',
  primary: 'bg-primary-50 text-primary-800 ring-primary-700/15',
  success: 'bg-success-50 text-success-700 ring-success-700/20',
  info: 'bg-info-50 text-info-700 ring-info-700/20',
  warning: 'bg-warning-50 text-warning-700 ring-warning-700/20',
  danger: 'bg-danger-50 text-danger-700 ring-danger-700/20',
  /** A refusal that is not a failure (a declined request): a rose apart from danger's red. */
  berry: 'bg-berry-50 text-berry-700 ring-berry-700/20',
  muted: 'bg-canvas text-muted ring-line',
  /** Something that lapsed (an expired request): muted, with a dashed edge instead of the ring. */
  dashed: 'bg-canvas text-muted ring-transparent outline-1 outline-dashed -outline-offset-1 outline-muted/70',
};

/** A small rounded label: statuses, categories, counts. */
export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
