import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@shared/api-types';
import { type ProfileFormOutput, type ProfileFormValues, profileFormSchema } from '@shared/schemas/users';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { applyServerFieldErrors } from '../../../lib/forms';
import { useUpdateProfile } from '../../users';
import { emailChanged, formToProfileUpdate, phoneChanged, profileToFormValues } from '../profile-form-values';

/** The fields in the order the form shows them: the first problem takes the focus. */
const FIELDS: Path<ProfileFormValues>[] = [
  'profilePicture',
  'firstName',
  'lastName',
  'username',
  'bio',
  'email',
  'currentPassword',
  'phone',
  'city',
  'state',
  'address',
  'zipCode',
  'accountType',
  'companyName',
  'companyWebsite',
  'taxId',
  'businessAddress',
  'emailNotifications',
];

/**
 * The profile edit form's state and what its buttons do: Save sends the update (asking the
 * current password when the e-mail changes), says 'Profile updated!' and returns to view;
 * Cancel forgets the changes and returns to view.
 */
export function useProfileEditForm(user: User, onDone: () => void) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const update = useUpdateProfile(user.id);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileToFormValues(user, language),
    shouldFocusError: false,
  });
  const askPassword =
    emailChanged(user.email, form.watch('email')) || phoneChanged(user.phone, form.watch('phone'));

  const focusFirstProblem = (problems: Partial<Record<string, unknown>>) => {
    const first = FIELDS.find((name) => problems[name]);
    if (first) form.setFocus(first);
  };

  const cancel = () => {
    form.reset();
    onDone();
  };

  const submit = form.handleSubmit((values) => {
    if (uploading) return;
    if (askPassword && !values.currentPassword) {
      form.setError('currentPassword', { type: 'required', message: 'required' }, { shouldFocus: true });
      return;
    }
    update.mutate(formToProfileUpdate(values, user.email, user.phone), {
      onSuccess: () => {
        toast({ variant: 'success', title: t('profile.edit.saved') });
        onDone();
      },
      onError: (failure) => {
        const onFields = applyServerFieldErrors(failure, form.setError, FIELDS);
        toast({
          variant: 'destructive',
          title: t('profile.edit.failed'),
          description: onFields ? t('profile.edit.checkFields') : errorMessage(failure),
        });
      },
    });
  }, focusFirstProblem);

  return { form, submit, cancel, askPassword, uploading, setUploading, pending: update.isPending };
}

export type ProfileFormMethods = ReturnType<typeof useProfileEditForm>['form'];
