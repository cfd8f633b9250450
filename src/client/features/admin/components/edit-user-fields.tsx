import type { AdminUserFormOutput, AdminUserFormValues } from '@shared/schemas/admin';
import { Building2, User as UserIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CityDatalist } from '../../../components/city-datalist';
import { DigitsInput } from '../../../components/ui/digits-input';
import { Field, Input } from '../../../components/ui/input';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';
import { useFieldErrorText } from '../../../lib/forms';

/** The account's fields in the edit dialog: name, sign-in, contact, type (with the company) and place. */
export function EditUserFields({
  form,
}: {
  form: UseFormReturn<AdminUserFormValues, unknown, AdminUserFormOutput>;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const cityListId = useId();
  const typeLabelId = useId();
  const { errors } = form.formState;
  const { register } = form;
  const isBusiness = form.watch('accountType') === 'business';
  const error = (name: keyof AdminUserFormValues) => errorText(errors[name]);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('auth.fields.firstName')} error={error('firstName')} required>
          <Input autoComplete="off" {...register('firstName')} />
        </Field>
        <Field label={t('auth.fields.lastName')} error={error('lastName')} required>
          <Input autoComplete="off" {...register('lastName')} />
        </Field>
        <Field
          label={t('auth.fields.username')}
          error={error('username')}
          hint={t('admin.users.edit.usernameHint')}
          required
        >
          <Input
            dir="auto"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            {...register('username')}
          />
        </Field>
        <Field label={t('auth.fields.email')} error={error('email')} required>
          <Input type="email" dir="ltr" autoComplete="off" inputMode="email" {...register('email')} />
        </Field>
        <Field label={t('auth.fields.phone')} error={error('phone')} optional className="sm:col-span-2">
          <DigitsInput
            type="tel"
            dir="ltr"
            autoComplete="off"
            inputMode="tel"
            placeholder="05XXXXXXXX"
            {...register('phone')}
          />
        </Field>
      </div>

      <div className="flex flex-col gap-3">
        <p id={typeLabelId} className="text-sm font-medium text-ink">
          {t('admin.users.edit.accountType')}
        </p>
        <Controller
          control={form.control}
          name="accountType"
          render={({ field }) => (
            <RadioCards value={field.value} onValueChange={field.onChange} aria-labelledby={typeLabelId}>
              <RadioCard
                value="individual"
                icon={<UserIcon className="size-5" aria-hidden="true" />}
                title={t('admin.users.type.individual')}
              />
              <RadioCard
                value="business"
                icon={<Building2 className="size-5" aria-hidden="true" />}
                title={t('admin.users.type.business')}
              />
            </RadioCards>
          )}
        />
        {isBusiness && (
          <Field label={t('auth.fields.companyName')} error={error('companyName')} required>
            <Input autoComplete="off" dir="auto" {...register('companyName')} />
          </Field>
        )}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('auth.fields.city')} error={error('city')} optional>
          <Input list={cityListId} autoComplete="off" {...register('city')} />
        </Field>
        <CityDatalist id={cityListId} />
        <Field label={t('auth.fields.address')} error={error('address')} optional>
          <Input autoComplete="off" {...register('address')} />
        </Field>
      </div>
    </>
  );
}
