import type { User } from '@shared/api-types';
import { BellRing, Building2, Camera } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountTypeCards } from '../../../components/fields/account-type-cards';
import { BusinessFields } from '../../../components/fields/business-fields';
import { FormCard } from '../../../components/form-card';
import { useFieldErrorText } from '../../../lib/forms';
import { EmailSwitch } from './email-switch';
import { ProfilePhotoField } from './profile-photo-field';
import type { ProfileFormMethods } from './use-profile-edit-form';

/** The photo card: upload, replace or remove; saving waits while a photo uploads. */
export function PhotoCard({
  form,
  user,
  onBusyChange,
}: {
  form: ProfileFormMethods;
  user: User;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  return (
    <FormCard
      icon={Camera}
      title={t('profile.edit.photo.title')}
      description={t('profile.edit.photo.description')}
    >
      <Controller
        control={form.control}
        name="profilePicture"
        render={({ field }) => (
          <ProfilePhotoField
            user={user}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBusyChange={onBusyChange}
          />
        )}
      />
      {errors.profilePicture && (
        <p className="mt-3 text-sm font-medium text-danger-700">{errorText(errors.profilePicture)}</p>
      )}
    </FormCard>
  );
}

/** The account card: individual or business, and a business's details. */
export function AccountCard({ form }: { form: ProfileFormMethods }) {
  const { t } = useTranslation();
  const isBusiness = useWatch({ control: form.control, name: 'accountType' }) === 'business';
  return (
    <FormCard
      icon={Building2}
      title={t('profile.edit.account.title')}
      description={t('profile.edit.account.description')}
    >
      <Controller
        control={form.control}
        name="accountType"
        render={({ field }) => (
          <AccountTypeCards
            value={field.value}
            onValueChange={field.onChange}
            label={t('profile.edit.account.title')}
          />
        )}
      />
      {isBusiness && (
        <fieldset className="mt-6 rounded-2xl border border-primary-100 bg-primary-50/50 p-4 sm:p-5">
          <legend className="sr-only">{t('profile.edit.account.businessDetails')}</legend>
          <p aria-hidden="true" className="mb-4 text-sm font-semibold text-primary-800">
            {t('profile.edit.account.businessDetails')}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <BusinessFields form={form} />
          </div>
        </fieldset>
      )}
    </FormCard>
  );
}

/** The notifications card: whether e-mails are sent. */
export function NotificationsCard({ form }: { form: ProfileFormMethods }) {
  const { t } = useTranslation();
  return (
    <FormCard
      icon={BellRing}
      title={t('profile.edit.notifications.title')}
      description={t('profile.edit.notifications.description')}
    >
      <Controller
        control={form.control}
        name="emailNotifications"
        render={({ field }) => <EmailSwitch checked={field.value} onCheckedChange={field.onChange} />}
      />
    </FormCard>
  );
}
