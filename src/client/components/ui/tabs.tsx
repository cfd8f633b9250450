import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

// Radix reads the direction from DirectionProvider, so arrow keys follow RTL.
export const Tabs = TabsPrimitive.Root;

/** An underlined row of tabs; scrolls sideways on narrow screens instead of wrapping. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        // The base line is an inset shadow, so the active underline can sit on it without a negative margin
        // (which would make the scroll container scroll vertically too).
        'flex items-stretch gap-6 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-line)]',
        '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-11 shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-1',
        'text-sm font-medium text-muted transition-colors duration-150 hover:text-ink',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
        'data-[state=active]:border-primary-700 data-[state=active]:text-primary-800',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'pt-6 focus-visible:rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600',
        className,
      )}
      {...props}
    />
  );
}
