import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'danger-outline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and disables the button. */
  loading?: boolean;
  /** Renders the single child element (e.g. a router `<Link>`) with the button's look. */
  asChild?: boolean;
}

const base =
  'inline-flex shrink-0 cursor-pointer select-none items-center justify-center gap-2 whitespace-nowrap font-medium ' +
  'transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ' +
  'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 ' +
  '[&_svg]:shrink-0';

// `[:where(&)]:` makes a class a soft default (zero specificity): with no tailwind-merge, a caller's
// `rounded-full`, `size-12` or `shadow-pop` in className then wins whatever the CSS order.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary-700 text-white [:where(&)]:shadow-sm hover:bg-primary-800 active:bg-primary-900',
  secondary: 'bg-primary-50 text-primary-800 hover:bg-primary-100 active:bg-primary-200',
  outline:
    'border border-line bg-surface text-ink hover:border-primary-200 hover:bg-primary-50 active:bg-primary-100',
  ghost: 'bg-transparent text-ink hover:bg-primary-50 hover:text-primary-800 active:bg-primary-100',
  danger: 'bg-danger-600 text-white [:where(&)]:shadow-sm hover:bg-danger-700 active:bg-danger-700',
  /** A destructive action that is not the main one (Remove listing beside Edit). */
  'danger-outline':
    'border border-line bg-surface text-danger-700 hover:border-danger-600/40 hover:bg-danger-50 active:bg-danger-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: '[:where(&)]:h-9 [:where(&)]:rounded-lg [:where(&)]:px-3 [:where(&)]:text-sm',
  md: '[:where(&)]:h-11 [:where(&)]:rounded-xl [:where(&)]:px-5 [:where(&)]:text-sm',
  lg: '[:where(&)]:h-12 [:where(&)]:rounded-xl [:where(&)]:px-6 [:where(&)]:text-base',
  icon: '[:where(&)]:size-11 [:where(&)]:rounded-xl',
};

/** The one button of the app. `asChild` lets a link look like a button. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(base, variants[variant], sizes[size], className);
  const busyOrDisabled = disabled || loading;

  if (asChild) {
    // Spinner and Slottable must be direct children of Slot (not wrapped in a fragment) for the merge to work.
    // A link cannot be `disabled`: aria-disabled, pointer-events-none and tabIndex -1 stand in for it.
    return (
      <Slot.Root
        className={classes}
        aria-busy={loading || undefined}
        aria-disabled={busyOrDisabled || undefined}
        tabIndex={busyOrDisabled ? -1 : undefined}
        {...props}
      >
        {loading && <Spinner />}
        <Slot.Slottable>{children}</Slot.Slottable>
      </Slot.Root>
    );
  }

  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={busyOrDisabled}
      aria-busy={loading || undefined}
      {...props}
    >
      {/* An icon button has no room for both: the spinner stands in for the icon (the aria-label stays). */}
      {loading && size === 'icon' ? (
        <Spinner size={18} />
      ) : (
        <>
          {loading && <Spinner />}
          {children}
        </>
      )}
    </button>
  );
}
