import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminUserDetail } from '@shared/api-types';
import { canonicalCity, cityName } from '@shared/cities';
import type { Language } from '@shared/constants';
import {
  type AdminUserFormOutput,
  type AdminUserFormValues,
  adminUserFormSchema,
} from '@shared/schemas/admin';
import { Building2, User as UserIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CityDatalist } from '../../../components/city-datalist';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/input';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/forms';
import { useUpdateAdminUser } from '../api/update-admin-user';

/** The dialog's fields in the order it shows them: the first problem takes the focus. */
const FIELDS: Path<AdminUserFormValues>[] = [
  'firstName',
  'lastName',
  'username',
  'email',
  'phone',
  'accountType',
  'companyName',
  'city',
  'address',
];

/** The saved account as the form starts: blanks for what is not set, the city in the page's language. */
export function userToFormValues(user: AdminUserDetail, language: Language): AdminUserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    phone: user.phone ?? '',
    accountType: user.accountType,
    companyName: user.companyName ?? '',
    city: user.city ? cityName(user.city, language) : '',
    address: user.address ?? '',
  };
}

/**
 * The edit dialog of /admin/users/{id} (docs/product.md, "Pages"), with the profile's
 * own rules (shared adminUserFormSchema); the server's field errors (a
 * username or e-mail taken) land on their fields.
 */
export function EditUserDialog({
  user,
  onOpenChange,
}: {
  user: AdminUserDetail;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const update = useUpdateAdminUser(user.id);
  // Opened from a button without a Radix trigger: focus goes back to that button on closing.
  const [returnTo] = useState(() => document.activeElement as HTMLElement | null);
  const cityListId = useId();
  const typeLabelId = useId();
  const form = useForm<AdminUserFormValues, unknown, AdminUserFormOutput>({
    resolver: zodResolver(adminUserFormSchema),
    defaultValues: userToFormValues(user, language),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const { register } = form;
  const isBusiness = form.watch('accountType') === 'business';
  const error = (name: keyof AdminUserFormValues) => errorText(errors[name]);

  const focusFirstProblem = (problems: Partial<Record<string, unknown>>) => {
    const first = FIELDS.find((name) => problems[name]);
    if (first) form.setFocus(first);
  };

  const submit = form.handleSubmit((values) => {
    update.mutate(
      { ...values, city: values.city && canonicalCity(values.city) },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: t('admin.users.toasts.updated') });
          onOpenChange(false);
        },
        onError: (failure) => {
          const onFields = applyServerFieldErrors(failure, form.setError, FIELDS);
          toast({
            variant: 'destructive',
            title: t('admin.users.toasts.updateFailed'),
            description: onFields ? t('admin.users.edit.checkFields') : errorMessage(failure),
          });
        },
      },
    );
  }, focusFirstProblem);

  return (
    <Dialog open onOpenChange={(open) => !update.isPending && onOpenChange(open)}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          if (returnTo?.isConnected) {
            event.preventDefault();
            returnTo.focus();
          }
        }}
      >
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-6"
          aria-busy={update.isPending || undefined}
        >
          <DialogHeader>
            <DialogTitle>{t('admin.users.edit.title')}</DialogTitle>
            <DialogDescription>{t('admin.users.edit.description')}</DialogDescription>
          </DialogHeader>

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
                dir="ltr"
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
              <Input
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

          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={update.isPending}>
                {t('admin.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" loading={update.isPending}>
              {update.isPending ? t('admin.users.edit.saving') : t('admin.users.edit.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
