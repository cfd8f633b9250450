import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Textarea } from '../../../components/ui/input';

/**
 * The last part of an administrator's decision form (a claim decided, an objection resolved, a
 * no-show case decided, a goodwill refund): the words both sides are told, a problem with the whole
 * form, and the button that asks for a confirmation before anything is sent.
 */
export function DecisionNoteFields({
  label,
  hint,
  error,
  maxLength,
  value,
  placeholder,
  onChange,
  formProblem,
  submitLabel,
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  maxLength: number;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  formProblem?: string;
  submitLabel: string;
}) {
  return (
    <>
      <Field label={label} hint={hint} error={error} required>
        <Textarea
          rows={3}
          dir="auto"
          maxLength={maxLength}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
      {formProblem && (
        <p role="alert" className="text-sm text-danger-700">
          {formProblem}
        </p>
      )}
      <div>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </>
  );
}
