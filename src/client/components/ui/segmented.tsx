import { ToggleGroup } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  /** A longer name for screen readers, when the label is short ("7d"). */
  ariaLabel?: string;
}

/**
 * One choice among a few, as a row of joined buttons (a range, a period).
 * Arrow keys move between them and follow the reading direction (Radix
 * reads it from the app's DirectionProvider). A choice cannot be unset.
 */
export function Segmented<T extends string>({
  value,
  onValueChange,
  options,
  label,
  className,
}: {
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SegmentedOption<T>[];
  /** What the group chooses, for screen readers. */
  label: string;
  className?: string;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => {
        if (next) onValueChange(next as T);
      }}
      aria-label={label}
      className={cn('inline-flex rounded-xl bg-canvas p-1 ring-1 ring-line', className)}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          aria-label={option.ariaLabel}
          className={cn(
            'inline-flex h-9 min-w-11 cursor-pointer items-center justify-center whitespace-nowrap rounded-lg px-3 text-sm font-medium',
            'text-muted transition-colors hover:text-ink',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
            'data-[state=on]:bg-surface data-[state=on]:text-primary-800 data-[state=on]:shadow-sm data-[state=on]:ring-1 data-[state=on]:ring-line',
          )}
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
