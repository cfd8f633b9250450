import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms';
import { Field, Input } from '../ui/input';
import { type GroupProps, groupFormOf } from './group-form';

type PersonValues = { firstName?: string | null; lastName?: string | null; username?: string | null };

/**
 * The person's names and username, as sign-up and the profile ask them: cells of the caller's
 * two-column grid, the username across both.
 */
export function PersonFields<T extends PersonValues, O extends FieldValues>({
  form,
}: GroupProps<PersonValues, T, O>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { register, formState } = groupFormOf<PersonValues>(form);
  const { errors } = formState;
  return (
    <>
      <Field label={t('auth.fields.firstName')} error={errorText(errors.firstName)} required>
        <Input autoComplete="given-name" {...register('firstName')} />
      </Field>
      <Field label={t('auth.fields.lastName')} error={errorText(errors.lastName)} required>
        <Input autoComplete="family-name" {...register('lastName')} />
      </Field>
      <Field
        label={t('auth.fields.username')}
        error={errorText(errors.username)}
        hint={t('auth.signUp.usernameHint')}
        required
        className="sm:col-span-2"
      >
        <Input
          dir="auto"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          {...register('username')}
        />
      </Field>
    </>
  );
}
