import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant = 'neutral' | 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'muted';

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
  muted: 'bg-canvas text-muted ring-line',
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

/**
 * Booking status colour (SPEC section 4): confirmed green, active blue, completed grey,
 * cancelled red, anything else (pending, declined, expired, …) yellow.
 */
export function bookingStatusVariant(status: string): BadgeVariant {
  switch (status) {
    case 'confirmed':
      return 'success';
    case 'active':
      return 'info';
    case 'completed':
      return 'muted';
    case 'cancelled':
      return 'danger';
    default:
      return 'warning';
  }
}
