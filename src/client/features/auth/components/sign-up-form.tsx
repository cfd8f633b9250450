import { zodResolver } from '@hookform/resolvers/zod';
import { canonicalCity, findCity } from '@shared/cities';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { type RegisterFormValues, type RegisterInput, registerFormSchema } from '@shared/schemas/auth';
import { Building2, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CityDatalist } from '../../../components/city-datalist';
import { useErrorMessage } from '../../../components/page-states';
import { RegionSelect } from '../../../components/region-select';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { flashToast } from '../../../lib/flash';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/forms';
import { useSignUp } from '../api/sign-up';

/** Every field, blank, in the order the form shows them (the first problem gets the focus). */
const EMPTY: RegisterFormValues = {
  accountType: 'individual',
  companyName: '',
  companyWebsite: '',
  taxId: '',
  businessAddress: '',
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  city: '',
  address: '',
  state: '',
  zipCode: '',
};

const FIELDS = Object.keys(EMPTY) as Path<RegisterFormValues>[];
const CITY_LIST_ID = 'sign-up-cities';

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-primary-800">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Sign up (docs/product.md, "Pages"): account type, business block, person, sign-in details, address. */
export function SignUpForm({ next }: { next: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const signUp = useSignUp();
  const form = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY,
    // The business fields mount later than the rest; focus follows the page's order instead (below).
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const { register } = form;
  const isBusiness = form.watch('accountType') === 'business';
  const error = (name: keyof RegisterFormValues) => errorText(errors[name]);

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

  const submit = form.handleSubmit((values) => {
    const payload = {
      ...values,
      city: values.city && canonicalCity(values.city),
      preferredLanguage: language,
    };
    signUp.mutate(payload, {
      onSuccess: ({ user }) => {
        flashToast({
          variant: 'success',
          title: t('auth.signUp.welcome', { name: user?.firstName ?? '' }),
          description: t('auth.signUp.welcomeBody'),
        });
        window.location.assign(next);
      },
      onError: (failure) => {
        const onFields = applyServerFieldErrors(failure, form.setError, FIELDS);
        toast({
          variant: 'destructive',
          title: t('auth.signUp.failed'),
          description: onFields ? t('auth.signUp.checkInformation') : errorMessage(failure),
        });
      },
    });
  }, focusFirstProblem);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-8">
      <Controller
        control={form.control}
        name="accountType"
        render={({ field }) => (
          <fieldset>
            <legend className="mb-3 text-sm font-semibold text-primary-800">
              {t('auth.signUp.accountType')}
            </legend>
            <RadioCards
              value={field.value}
              onValueChange={field.onChange}
              aria-label={t('auth.signUp.accountType')}
            >
              <RadioCard
                value="individual"
                icon={<User className="size-5" aria-hidden="true" />}
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
          </fieldset>
        )}
      />

      {isBusiness && (
        <div className="rounded-2xl border border-primary-100 bg-primary-50/50 p-4 sm:p-5">
          <FormSection title={t('auth.signUp.businessDetails')}>
            <Field
              label={t('auth.fields.companyName')}
              error={error('companyName')}
              required
              className="sm:col-span-2"
            >
              <Input autoComplete="organization" {...register('companyName')} />
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
              <Input {...register('businessAddress')} />
            </Field>
          </FormSection>
        </div>
      )}

      <FormSection title={t('auth.signUp.aboutYou')}>
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
      </FormSection>

      <FormSection title={t('auth.signUp.signInDetails')}>
        <Field label={t('auth.fields.email')} error={error('email')} required className="sm:col-span-2">
          <Input type="email" dir="ltr" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <Field
          label={t('auth.fields.password')}
          error={error('password')}
          hint={t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          required
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label={t('auth.fields.confirmPassword')} error={error('confirmPassword')} required>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
      </FormSection>

      <FormSection title={t('auth.signUp.contact')}>
        <Field label={t('auth.fields.phone')} error={error('phone')} optional>
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
          <Input list={CITY_LIST_ID} autoComplete="address-level2" {...cityField} />
        </Field>
        <CityDatalist id={CITY_LIST_ID} />
        <Field label={t('auth.fields.address')} error={error('address')} optional className="sm:col-span-2">
          <Input autoComplete="street-address" {...register('address')} />
        </Field>
        <Field label={t('auth.fields.state')} error={error('state')} optional>
          {(control) => (
            <Controller
              control={form.control}
              name="state"
              render={({ field }) => (
                <RegionSelect field={field} control={control} placeholder={t('auth.signUp.chooseRegion')} />
              )}
            />
          )}
        </Field>
        <Field label={t('auth.fields.zipCode')} error={error('zipCode')} optional>
          <Input dir="ltr" inputMode="numeric" autoComplete="postal-code" {...register('zipCode')} />
        </Field>
        <Field label={t('auth.fields.country')} className="sm:col-span-2">
          <Input value={t('common.saudiArabia')} disabled readOnly />
        </Field>
      </FormSection>

      <Button type="submit" size="lg" loading={signUp.isPending}>
        {signUp.isPending ? t('auth.signUp.pending') : t('auth.signUp.submit')}
      </Button>
    </form>
  );
}
