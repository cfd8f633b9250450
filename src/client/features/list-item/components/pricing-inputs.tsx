import { MAX_DISCOUNT_PERCENT } from '@shared/money';
import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** An amount in riyals, with its unit at the inline end ("ر.س / يوم" on the left in Arabic). */
export function PriceInput({ unit, className, ...props }: ComponentProps<typeof Input> & { unit: string }) {
  return (
    <div className="relative">
      <Input
        type="number"
        step="0.01"
        min="0"
        inputMode="decimal"
        className={cn(
          'pe-24 tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          className,
        )}
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 end-3.5 flex items-center text-sm font-medium text-muted"
      >
        {unit}
      </span>
    </div>
  );
}

/** A whole number of days. */
export function DaysInput(props: ComponentProps<typeof Input>) {
  return <Input type="number" step="1" min="1" inputMode="numeric" className="tabular-nums" {...props} />;
}

/** A whole percent from 0 to 90, with its sign at the inline end. */
export function PercentInput({ unit, className, ...props }: ComponentProps<typeof Input> & { unit: string }) {
  return (
    <div className="relative">
      <Input
        type="number"
        step="1"
        min="0"
        max={MAX_DISCOUNT_PERCENT}
        inputMode="numeric"
        placeholder="0"
        className={cn(
          'pe-10 tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          className,
        )}
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 end-3.5 flex items-center text-sm font-medium text-muted"
      >
        {unit}
      </span>
    </div>
  );
}
