import { Slot } from 'radix-ui';
import { type ComponentProps, isValidElement, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

// Shared by Input, Textarea and SelectTrigger. The border is muted/70 (3:1 on white) so the box is visible.
// `[:where(&)]:` = soft default (zero specificity), so a caller's className (e.g. rounded-full) wins.
export const controlClasses =
  'w-full [:where(&)]:rounded-xl border border-muted/70 bg-surface [:where(&)]:px-3.5 text-base text-ink shadow-xs outline-none ' +
  'transition-[border-color,box-shadow] duration-150 placeholder:text-muted/80 hover:border-muted ' +
  'focus-visible:border-primary-600 focus-visible:ring-4 focus-visible:ring-primary-600/20 ' +
  'disabled:cursor-not-allowed disabled:bg-canvas disabled:opacity-70 ' +
  'aria-[invalid=true]:border-danger-600 aria-[invalid=true]:focus-visible:ring-danger-600/20';

export type InputProps = ComponentProps<'input'>;

/**
 * A 44px-high text input (touch-friendly). Use inside `Field` for label, hint and error wiring.
 * Latin-only values (e-mail, username, web address) take `dir="ltr"`; in an Arabic page they
 * then still line up with the labels at the right edge.
 */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(controlClasses, '[:where(&)]:h-11 py-2 rtl:[&[dir=ltr]]:text-end', className)}
      {...props}
    />
  );
}

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(controlClasses, 'resize-y py-2.5', className)} {...props} />;
}

export type LabelProps = ComponentProps<'label'>;

export function Label({ className, ...props }: LabelProps) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller passes htmlFor (Field does).
  return <label className={cn('text-sm font-medium text-ink', className)} {...props} />;
}

/** What `Field` hands to its control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /**
   * The control. An element (`<Input />`, `<Textarea />`) receives the FieldControlProps through a Slot.
   * When the focusable element is nested (a Radix `Select`), pass a function and spread the props onto
   * it: `{(control) => <Select><SelectTrigger {...control}>…</SelectTrigger></Select>}`.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
  hint?: ReactNode;
  /** Shown in danger colour under the control and marks the control invalid. */
  error?: ReactNode;
  /** The control's id; defaults to the child's own `id`, else a generated one. */
  id?: string;
  /** Shows a * after the label and sets aria-required (not the native `required`, whose bubble would be in the browser's language). */
  required?: boolean;
  /** Says "optional" after the label, for forms that mix required and optional fields. */
  optional?: boolean;
  className?: string;
}

/** Label, control, hint and error stacked, with the accessibility attributes wired up. */
export function Field({ label, children, hint, error, id, required, optional, className }: FieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  // A child's own id would win over the Slot's, so adopt it to keep the label pointing at the control.
  const childId =
    isValidElement<{ id?: unknown }>(children) && typeof children.props.id === 'string'
      ? children.props.id
      : undefined;
  const controlId = id ?? childId ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby':
      [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined,
    'aria-invalid': hasError || undefined,
    'aria-required': required || undefined,
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-danger-600">
            *
          </span>
        )}
        {/* A real space: without it an Arabic label's last letter would join onto the next word. */}
        {optional && (
          <>
            {' '}
            <span className="ms-1 text-xs font-normal text-muted">{t('common.optional')}</span>
          </>
        )}
      </Label>
      {typeof children === 'function' ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
