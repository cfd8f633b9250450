import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@shared/api-types';
import { findCity } from '@shared/cities';
import { type ProfileFormOutput, type ProfileFormValues, profileFormSchema } from '@shared/schemas/users';
import { BellRing, Building2, Camera, KeyRound, MapPin, User as UserIcon, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CityDatalist } from '../../../components/city-datalist';
import { FormCard } from '../../../components/form-card';
import { useErrorMessage } from '../../../components/page-states';
import { RegionSelect } from '../../../components/region-select';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/forms';
import { useUpdateProfile } from '../../users/api/update-profile';
import { emailChanged, formToProfileUpdate, profileToFormValues } from '../profile-form-values';
import { ChangePasswordDialog } from './change-password-dialog';
import { EmailSwitch } from './email-switch';
import { ProfilePhotoField } from './profile-photo-field';

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
 * The own profile's edit mode (docs/product.md, "Statuses"): photo, about you, sign-in
 * details, contact and address, account type with the business details, and
 * notifications. Save sends the update, says 'Profile updated!' and returns
 * to view; Cancel forgets the changes and returns to view.
 */
export function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const update = useUpdateProfile(user.id);
  const [uploading, setUploading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const cityListId = useId();
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileToFormValues(user, language),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const { register } = form;
  const isBusiness = form.watch('accountType') === 'business';
  const askPassword = emailChanged(user.email, form.watch('email'));
  const error = (name: keyof ProfileFormValues) => errorText(errors[name]);

  // Entering edit mode: the form's heading takes the focus, at the top of the page.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);

  /** Choosing a city we know fills in its region, unless one was chosen already. */
  const cityField = register('city', {
    onChange: (event: { target: { value: string } }) => {
      const city = findCity(event.target.value);
      if (city && !form.getValues('state')) form.setValue('state', city.region);
    },
  });

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
    update.mutate(formToProfileUpdate(values, user.email), {
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

  const pending = update.isPending;
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
                onBusyChange={setUploading}
              />
            )}
          />
          {errors.profilePicture && (
            <p className="mt-3 text-sm font-medium text-danger-700">{error('profilePicture')}</p>
          )}
        </FormCard>

        <FormCard
          icon={UserRound}
          title={t('profile.edit.about.title')}
          description={t('profile.edit.about.description')}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('auth.fields.firstName')} error={error('firstName')} required>
              <Input autoComplete="given-name" {...register('firstName')} />
            </Field>
            <Field label={t('auth.fields.lastName')} error={error('lastName')} required>
              <Input autoComplete="family-name" {...register('lastName')} />
            </Field>
            <Field
              label={t('auth.fields.username')}
              error={error('username')}
              hint={t('auth.signUp.usernameHint')}
              required
              className="sm:col-span-2"
            >
              <Input
                dir="ltr"
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                {...register('username')}
              />
            </Field>
            <Field
              label={t('profile.edit.about.bio')}
              error={error('bio')}
              hint={t('profile.edit.about.bioHint')}
              optional
              className="sm:col-span-2"
            >
              <Textarea dir="auto" rows={4} maxLength={1000} {...register('bio')} />
            </Field>
          </div>
        </FormCard>

        <FormCard
          icon={KeyRound}
          title={t('profile.edit.signIn.title')}
          description={t('profile.edit.signIn.description')}
        >
          <div className="grid gap-5">
            <Field label={t('auth.fields.email')} error={error('email')} required>
              <Input type="email" dir="ltr" autoComplete="email" inputMode="email" {...register('email')} />
            </Field>
            {askPassword && (
              <Field
                label={t('profile.edit.signIn.currentPassword')}
                hint={t('profile.edit.signIn.currentPasswordHint')}
                error={error('currentPassword')}
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
                userId={user.id}
                trigger={
                  <Button type="button" variant="outline" className="shrink-0">
                    {t('profile.actions.changePassword')}
                  </Button>
                }
              />
            </div>
          </div>
        </FormCard>

        <FormCard
          icon={MapPin}
          title={t('profile.edit.contact.title')}
          description={t('profile.edit.contact.description')}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('auth.fields.phone')} error={error('phone')} optional className="sm:col-span-2">
              <Input
                type="tel"
                dir="ltr"
                autoComplete="tel"
                inputMode="tel"
                placeholder="05XXXXXXXX"
                {...register('phone')}
              />
            </Field>
            <Field label={t('auth.fields.city')} error={error('city')} optional>
              <Input list={cityListId} autoComplete="address-level2" {...cityField} />
            </Field>
            <CityDatalist id={cityListId} />
            <Field label={t('auth.fields.state')} error={error('state')} optional>
              {(control) => (
                <Controller
                  control={form.control}
                  name="state"
                  render={({ field }) => (
                    <RegionSelect
                      field={field}
                      control={control}
                      placeholder={t('profile.edit.contact.chooseRegion')}
                    />
                  )}
                />
              )}
            </Field>
            <Field
              label={t('auth.fields.address')}
              error={error('address')}
              optional
              className="sm:col-span-2"
            >
              <Input autoComplete="street-address" {...register('address')} />
            </Field>
            <Field label={t('auth.fields.zipCode')} error={error('zipCode')} optional>
              <Input dir="ltr" inputMode="numeric" autoComplete="postal-code" {...register('zipCode')} />
            </Field>
          </div>
        </FormCard>

        <FormCard
          icon={Building2}
          title={t('profile.edit.account.title')}
          description={t('profile.edit.account.description')}
        >
          <Controller
            control={form.control}
            name="accountType"
            render={({ field }) => (
              <RadioCards
                value={field.value}
                onValueChange={field.onChange}
                aria-label={t('profile.edit.account.title')}
              >
                <RadioCard
                  value="individual"
                  icon={<UserIcon className="size-5" aria-hidden="true" />}
                  title={t('auth.signUp.individual')}
                  description={t('auth.signUp.individualHint')}
                />
                <RadioCard
                  value="business"
                  icon={<Building2 className="size-5" aria-hidden="true" />}
                  title={t('auth.signUp.business')}
                  description={t('auth.signUp.businessHint')}
                />
              </RadioCards>
            )}
          />
          {isBusiness && (
            <fieldset className="mt-6 rounded-2xl border border-primary-100 bg-primary-50/50 p-4 sm:p-5">
              <legend className="sr-only">{t('profile.edit.account.businessDetails')}</legend>
              <p aria-hidden="true" className="mb-4 text-sm font-semibold text-primary-800">
                {t('profile.edit.account.businessDetails')}
              </p>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  label={t('auth.fields.companyName')}
                  error={error('companyName')}
                  required
                  className="sm:col-span-2"
                >
                  <Input autoComplete="organization" dir="auto" {...register('companyName')} />
                </Field>
                <Field label={t('auth.fields.companyWebsite')} error={error('companyWebsite')} optional>
                  <Input
                    type="url"
                    dir="ltr"
                    inputMode="url"
                    placeholder="https://"
                    {...register('companyWebsite')}
                  />
                </Field>
                <Field label={t('auth.fields.taxId')} error={error('taxId')} optional>
                  <Input dir="ltr" inputMode="numeric" {...register('taxId')} />
                </Field>
                <Field
                  label={t('auth.fields.businessAddress')}
                  error={error('businessAddress')}
                  optional
                  className="sm:col-span-2"
                >
                  <Input dir="auto" {...register('businessAddress')} />
                </Field>
              </div>
            </fieldset>
          )}
        </FormCard>

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
