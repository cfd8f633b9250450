import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms';
import { DigitsInput } from '../ui/digits-input';
import { Field } from '../ui/input';
import { type GroupProps, groupFormOf } from './group-form';

type PhoneValues = { phone?: string | null };

/** The account's phone, across both columns of the caller's grid, above the address. */
export function PhoneField<T extends PhoneValues, O extends FieldValues>({
  form,
}: GroupProps<PhoneValues, T, O>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const own = groupFormOf<PhoneValues>(form);
  return (
    <Field
      label={t('auth.fields.phone')}
      error={errorText(own.formState.errors.phone)}
      optional
      className="sm:col-span-2"
    >
      <DigitsInput
        type="tel"
        dir="ltr"
        autoComplete="tel"
        inputMode="tel"
        placeholder="05XXXXXXXX"
        {...own.register('phone')}
      />
    </Field>
  );
}
