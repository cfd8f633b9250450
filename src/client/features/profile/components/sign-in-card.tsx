import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useFieldErrorText } from '../../../lib/forms';
import { ChangePasswordDialog } from './change-password-dialog';
import type { ProfileFormMethods } from './use-profile-edit-form';

/** The sign-in card: the e-mail (a new one asks the current password) and the password's own dialog. */
export function SignInCard({
  form,
  userId,
  askPassword,
}: {
  form: ProfileFormMethods;
  userId: string;
  askPassword: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { register } = form;
  const { errors } = form.formState;
  return (
    <FormCard
      icon={KeyRound}
      title={t('profile.edit.signIn.title')}
      description={t('profile.edit.signIn.description')}
    >
      <div className="grid gap-5">
        <Field label={t('auth.fields.email')} error={errorText(errors.email)} required>
          <Input type="email" dir="ltr" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        {askPassword && (
          <Field
            label={t('profile.edit.signIn.currentPassword')}
            hint={t('profile.edit.signIn.currentPasswordHint')}
            error={errorText(errors.currentPassword)}
            required
          >
            <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
          </Field>
        )}
        <div className="flex flex-col gap-3 rounded-2xl bg-canvas p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-medium text-ink">{t('profile.edit.signIn.password')}</p>
            <p className="mt-0.5 text-sm text-muted">{t('profile.edit.signIn.passwordHint')}</p>
          </div>
          <ChangePasswordDialog
            userId={userId}
            trigger={
              <Button type="button" variant="outline" className="shrink-0">
                {t('profile.actions.changePassword')}
              </Button>
            }
          />
        </div>
      </div>
    </FormCard>
  );
}
