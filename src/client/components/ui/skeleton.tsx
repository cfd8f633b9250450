import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A placeholder block while data loads. Size it with classes (e.g. `h-4 w-32`, `aspect-square`);
 * the radius is a soft default (zero specificity), so `rounded-full` overrides it.
 * Hidden from assistive tech: mark the loading region with `aria-busy` and a `common.loading` label instead.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-shimmer bg-line [:where(&)]:rounded-lg', className)}
      {...props}
    />
  );
}
