import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A choice between a few options shown as cards (arrow keys move between them, following RTL).
 * Inside a <form>, Radix adds a hidden native radio per option, shifted by its own width; in a
 * right-to-left page that would widen the page to the left. The group is a positioned box that
 * clips them, padded so the cards' focus rings still show.
 */
export function RadioCards({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      className={cn('relative -m-1 grid gap-3 overflow-hidden p-1 sm:grid-cols-2', className)}
      {...props}
    />
  );
}

export function RadioCard({
  icon,
  title,
  description,
  className,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item> & {
  icon: ReactNode;
  title: string;
  description?: string;
}) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'group flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-4 text-start transition-colors',
        'hover:border-primary-200 hover:bg-primary-50/50',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        'data-[state=checked]:border-primary-700 data-[state=checked]:bg-primary-50 data-[state=checked]:ring-1 data-[state=checked]:ring-primary-700',
        className,
      )}
      {...props}
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-canvas text-primary-700 group-data-[state=checked]:bg-primary-700 group-data-[state=checked]:text-white">
        {icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-ink">{title}</span>
        {description && <span className="text-sm text-muted">{description}</span>}
      </span>
      <span
        aria-hidden="true"
        className="mt-1 grid size-5 shrink-0 place-items-center rounded-full border-2 border-muted/60 group-data-[state=checked]:border-primary-700"
      >
        <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary-700" />
      </span>
    </RadioGroupPrimitive.Item>
  );
}
