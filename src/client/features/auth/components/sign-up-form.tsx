import { zodResolver } from '@hookform/resolvers/zod';
import { canonicalCity } from '@shared/cities';
import { type RegisterFormValues, type RegisterInput, registerFormSchema } from '@shared/schemas/auth';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountTypeCards } from '../../../components/fields/account-type-cards';
import { AddressFields } from '../../../components/fields/address-fields';
import { BusinessFields } from '../../../components/fields/business-fields';
import { PersonFields } from '../../../components/fields/person-fields';
import { PhoneField } from '../../../components/fields/phone-field';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { loadPageStrings } from '../../../i18n/i18n';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api';
import { flashToast } from '../../../lib/flash';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/forms';
import { ConsentField } from '../../legal';
import { keepSignUpConfirmToken, verificationPaths } from '../../verification';
import { useSignUp } from '../api/sign-up';
import { FormSection, SignInDetailsFields } from './sign-up-sections';

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
  state: '',
  address: '',
  zipCode: '',
  acceptLegal: false,
};

const FIELDS = Object.keys(EMPTY) as Path<RegisterFormValues>[];

/**
 * Field problems worded with the pages' strings, which this page does not load: a name that a
 * verified member or business holds (docs/decisions/0062-verified-members.md). Rare, so their
 * words download only when the server gives one.
 */
const PAGE_WORDED = new Set(['name_reserved', 'company_name_reserved']);
const needsPageWords = (failure: unknown) =>
  failure instanceof ApiError &&
  (failure.body?.errors ?? []).some((each) => PAGE_WORDED.has(each.code ?? ''));

/**
 * Where a new account goes: the page it came for, when it came for one (`?next=`), else the
 * Verification page, where the e-mail is confirmed and the rest proved.
 */
const landingOf = (next: string) => (next === '/' ? verificationPaths.verify() : next);

/** Sign up (docs/product.md, "Pages"): account type, business block, person, sign-in details, address. */
export function SignUpForm({ next }: { next: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const errorText = useFieldErrorText();
  const signUp = useSignUp();
  const form = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY,
    // The business fields mount later than the rest; focus follows the page's order instead (below).
    shouldFocusError: false,
  });
  const isBusiness = form.watch('accountType') === 'business';

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
      onSuccess: ({ user, confirmToken }) => {
        flashToast({
          variant: 'success',
          title: t('auth.signUp.welcome', { name: user?.firstName ?? '' }),
          description: t('auth.signUp.welcomeBody'),
        });
        // On screen only where no e-mail is sent (a demo): the Verification page shows the link.
        if (confirmToken) keepSignUpConfirmToken(confirmToken);
        window.location.assign(landingOf(next));
      },
      onError: async (failure) => {
        if (needsPageWords(failure)) await loadPageStrings().catch(() => undefined);
        const onFields = applyServerFieldErrors(failure, form.setError, FIELDS) || consentRefused(failure);
        toast({
          variant: 'destructive',
          title: t('auth.signUp.failed'),
          description: onFields ? t('auth.signUp.checkInformation') : errorMessage(failure),
        });
      },
    });
  }, focusFirstProblem);

  /** The consent's refusal (a version changed since the page loaded) shown under its box. */
  const consentRefused = (failure: unknown) => {
    const refusal =
      failure instanceof ApiError && failure.body?.errors?.find((each) => each.path?.startsWith('consent'));
    if (!refusal) return false;
    form.setError(
      'acceptLegal',
      { type: 'server', message: refusal.code ?? 'consent_required' },
      { shouldFocus: true },
    );
    return true;
  };

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
            <AccountTypeCards
              value={field.value}
              onValueChange={field.onChange}
              label={t('auth.signUp.accountType')}
            />
          </fieldset>
        )}
      />

      {isBusiness && (
        <div className="rounded-2xl border border-primary-100 bg-primary-50/50 p-4 sm:p-5">
          <FormSection title={t('auth.signUp.businessDetails')}>
            <BusinessFields form={form} />
          </FormSection>
        </div>
      )}

      <FormSection title={t('auth.signUp.aboutYou')}>
        <PersonFields form={form} />
      </FormSection>

      <FormSection title={t('auth.signUp.signInDetails')}>
        <SignInDetailsFields form={form} />
      </FormSection>

      <FormSection title={t('auth.signUp.contact')}>
        <PhoneField form={form} />
        <AddressFields form={form} regionPlaceholder={t('auth.signUp.chooseRegion')} />
        <Field label={t('auth.fields.country')} className="sm:col-span-2">
          <Input value={t('common.saudiArabia')} disabled readOnly />
        </Field>
      </FormSection>

      <ConsentField {...form.register('acceptLegal')} error={errorText(form.formState.errors.acceptLegal)} />

      <Button type="submit" size="lg" loading={signUp.isPending}>
        {signUp.isPending ? t('auth.signUp.pending') : t('auth.signUp.submit')}
      </Button>
    </form>
  );
}
