import type { ComponentProps } from 'react';
import { DigitsInput } from '../../../components/ui/digits-input';
import { cn } from '../../../lib/cn';

// Text inputs, not type="number" (components/ui/digits-input.tsx): "٩٥" typed on an Arabic keyboard must reach the form.

/** An amount in riyals, with its unit at the inline end ("ر.س / يوم" on the left in Arabic). */
export function PriceInput({
  unit,
  className,
  ...props
}: ComponentProps<typeof DigitsInput> & { unit: string }) {
  return (
    <div className="relative">
      <DigitsInput inputMode="decimal" className={cn('pe-24 tabular-nums', className)} {...props} />
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
export function DaysInput(props: ComponentProps<typeof DigitsInput>) {
  return <DigitsInput className="tabular-nums" {...props} />;
}

/** A whole percent from 0 to 90, with its sign at the inline end. */
export function PercentInput({
  unit,
  className,
  ...props
}: ComponentProps<typeof DigitsInput> & { unit: string }) {
  return (
    <div className="relative">
      <DigitsInput placeholder="0" className={cn('pe-10 tabular-nums', className)} {...props} />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 end-3.5 flex items-center text-sm font-medium text-muted"
      >
        {unit}
      </span>
    </div>
  );
}
