import { getNonce } from 'get-nonce';
import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses } from './input';

// Radix reads the reading direction from the DirectionProvider the app shell renders.
export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

export type SelectTriggerProps = ComponentProps<typeof SelectPrimitive.Trigger>;

/** Looks like `Input` (44px, rounded-xl); works inside `Field`, which passes it id and aria attributes. */
export function SelectTrigger({ className, children, ...props }: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        controlClasses,
        'flex [:where(&)]:h-11 cursor-pointer items-center justify-between gap-2 py-2 text-start data-placeholder:text-muted',
        '[&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export type SelectContentProps = ComponentProps<typeof SelectPrimitive.Content>;

/** The list, in a portal. Defaults to a dropdown under the trigger, at least as wide as it. */
export function SelectContent({
  className,
  children,
  position = 'popper',
  sideOffset = 6,
  ...props
}: SelectContentProps) {
  const popper = position === 'popper';
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={popper ? sideOffset : undefined}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) overflow-hidden rounded-xl',
          'border border-line bg-surface text-ink shadow-pop',
          'origin-(--radix-select-content-transform-origin) transition-[opacity,scale] duration-150',
          'starting:scale-95 starting:opacity-0',
          // Only one min-width class: without tailwind-merge two would fight.
          popper ? 'min-w-(--radix-select-trigger-width)' : 'min-w-32',
          className,
        )}
        {...props}
      >
        {/* The list scrolls natively, with a thin scrollbar to say there is more. Radix's scroll
            buttons are left out: each time one mounts it scrolls the focused option back into view,
            so a list scrolled by wheel or finger jumped back to the top (docs/decisions/0041). */}
        <SelectPrimitive.Viewport
          className="overscroll-contain p-1.5 [scrollbar-width:thin]!"
          nonce={getNonce()}
        >
          {children}
        </SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export type SelectItemProps = ComponentProps<typeof SelectPrimitive.Item>;

/** An option: a tick at the start edge marks the chosen one. */
export function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex min-h-10 cursor-pointer select-none items-center rounded-lg py-2 ps-8 pe-3 text-sm outline-none',
        'data-highlighted:bg-primary-50 data-highlighted:text-primary-900',
        'data-[state=checked]:font-medium data-disabled:pointer-events-none data-disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute start-2.5 inline-flex items-center text-primary-700">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
