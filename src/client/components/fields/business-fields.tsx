import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms';
import { DigitsInput } from '../ui/digits-input';
import { Field, Input } from '../ui/input';
import { type GroupProps, groupFormOf } from './group-form';

type BusinessValues = {
  companyName?: string | null;
  companyWebsite?: string | null;
  taxId?: string | null;
  businessAddress?: string | null;
};

/**
 * A business account's details, as sign-up and the profile ask them: cells of the caller's
 * two-column grid. The company name is required (`requireCompanyForBusiness` in
 * src/shared/schemas/auth.ts); names and addresses may be Arabic or English, so they take
 * the direction of what is typed.
 */
export function BusinessFields<T extends BusinessValues, O extends FieldValues>({
  form,
}: GroupProps<BusinessValues, T, O>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { register, formState } = groupFormOf<BusinessValues>(form);
  const { errors } = formState;
  return (
    <>
      <Field
        label={t('auth.fields.companyName')}
        error={errorText(errors.companyName)}
        required
        className="sm:col-span-2"
      >
        <Input autoComplete="organization" dir="auto" {...register('companyName')} />
      </Field>
      <Field label={t('auth.fields.companyWebsite')} error={errorText(errors.companyWebsite)} optional>
        <Input type="url" dir="ltr" inputMode="url" placeholder="https://" {...register('companyWebsite')} />
      </Field>
      <Field
        label={t('auth.fields.taxId')}
        hint={t('auth.fields.taxIdHint')}
        error={errorText(errors.taxId)}
        optional
      >
        <DigitsInput dir="ltr" {...register('taxId')} />
      </Field>
      <Field
        label={t('auth.fields.businessAddress')}
        error={errorText(errors.businessAddress)}
        optional
        className="sm:col-span-2"
      >
        <Input dir="auto" {...register('businessAddress')} />
      </Field>
    </>
  );
}
