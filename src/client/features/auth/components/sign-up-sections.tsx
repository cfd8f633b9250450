import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import type { RegisterFormValues, RegisterInput } from '@shared/schemas/auth';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useFieldErrorText } from '../../../lib/forms';

type SignUpFormMethods = UseFormReturn<RegisterFormValues, unknown, RegisterInput>;

/** One titled block of the sign-up form, laid out in two columns from small screens up. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-primary-800">{title}</legend>
      {children}
    </fieldset>
  );
}

/** E-mail, password and its confirmation: what the new account signs in with. */
export function SignInDetailsFields({ form }: { form: SignUpFormMethods }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { register } = form;
  const { errors } = form.formState;
  return (
    <>
      <Field
        label={t('auth.fields.email')}
        error={errorText(errors.email)}
        required
        className="sm:col-span-2"
      >
        <Input type="email" dir="ltr" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      <Field
        label={t('auth.fields.password')}
        error={errorText(errors.password)}
        hint={t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        required
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label={t('auth.fields.confirmPassword')} error={errorText(errors.confirmPassword)} required>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
    </>
  );
}
