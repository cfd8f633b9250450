import type { User } from '@shared/api-types';
import { MapPin, UserRound } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/fields/address-fields';
import { PersonFields } from '../../../components/fields/person-fields';
import { PhoneField } from '../../../components/fields/phone-field';
import { FormCard } from '../../../components/form-card';
import { Button } from '../../../components/ui/button';
import { Field, Textarea } from '../../../components/ui/input';
import { useFieldErrorText } from '../../../lib/forms';
import { AccountCard, NotificationsCard, PhotoCard } from './profile-edit-cards';
import { SignInCard } from './sign-in-card';
import { useProfileEditForm } from './use-profile-edit-form';

/**
 * The own profile's edit mode (docs/product.md, "Statuses"): photo, about you, sign-in
 * details, contact and address, account type with the business details, and
 * notifications. Save sends the update, says 'Profile updated!' and returns
 * to view; Cancel forgets the changes and returns to view.
 */
export function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { form, submit, cancel, askPassword, uploading, setUploading, pending } = useProfileEditForm(
    user,
    onDone,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { errors } = form.formState;

  // Entering edit mode: the form's heading takes the focus, at the top of the page.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl">
      <header className="mb-6 sm:mb-8">
        <h1
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink outline-none sm:text-3xl"
        >
          {t('profile.edit.title')}
        </h1>
        <p className="mt-2 text-muted">{t('profile.edit.subtitle')}</p>
      </header>

      <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-busy={pending || undefined}>
        <PhotoCard form={form} user={user} onBusyChange={setUploading} />

        <FormCard
          icon={UserRound}
          title={t('profile.edit.about.title')}
          description={t('profile.edit.about.description')}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <PersonFields form={form} />
            <Field
              label={t('profile.edit.about.bio')}
              error={errorText(errors.bio)}
              hint={t('profile.edit.about.bioHint')}
              optional
              className="sm:col-span-2"
            >
              <Textarea dir="auto" rows={4} maxLength={1000} {...form.register('bio')} />
            </Field>
          </div>
        </FormCard>

        <SignInCard form={form} userId={user.id} askPassword={askPassword} />

        <FormCard
          icon={MapPin}
          title={t('profile.edit.contact.title')}
          description={t('profile.edit.contact.description')}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <PhoneField form={form} />
            <AddressFields form={form} regionPlaceholder={t('profile.edit.contact.chooseRegion')} />
          </div>
        </FormCard>

        <AccountCard form={form} />
        <NotificationsCard form={form} />

        <div className="flex flex-col-reverse gap-3 rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <p className="text-sm text-muted">{t('profile.edit.requiredNote')}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button type="button" variant="outline" size="lg" onClick={cancel}>
              {t('profile.edit.cancel')}
            </Button>
            <Button type="submit" size="lg" loading={pending} disabled={uploading}>
              {pending ? t('profile.edit.saving') : t('profile.edit.save')}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
