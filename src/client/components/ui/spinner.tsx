import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type SpinnerProps = Omit<ComponentProps<typeof LoaderCircle>, 'ref'>;

/**
 * A small spinning circle (lucide's Loader2, now named LoaderCircle).
 * Decorative: pair it with visible text or `aria-busy` on the busy region.
 * Sized with the `size` prop (default 16px) rather than a class, so callers need no override.
 */
export function Spinner({ className, size = 16, ...props }: SpinnerProps) {
  return (
    <LoaderCircle
      aria-hidden="true"
      size={size}
      className={cn('shrink-0 animate-spin', className)}
      {...props}
    />
  );
}
