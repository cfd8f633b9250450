import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminUserDetail } from '@shared/api-types';
import { canonicalCity, cityName } from '@shared/cities';
import type { Language } from '@shared/constants';
import { localMobileOf } from '@shared/phones';
import {
  type AdminUserFormOutput,
  type AdminUserFormValues,
  adminUserFormSchema,
} from '@shared/schemas/admin';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { applyServerFieldErrors } from '../../../lib/forms';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { EditUserFields } from './edit-user-fields';

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
    phone: localMobileOf(user.phone) ?? '',
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
  const errorMessage = useErrorMessage();
  const update = useUpdateAdminUser(user.id);
  // Opened from a button without a Radix trigger: focus goes back to that button on closing.
  const [returnTo] = useState(() => document.activeElement as HTMLElement | null);
  const form = useForm<AdminUserFormValues, unknown, AdminUserFormOutput>({
    resolver: zodResolver(adminUserFormSchema),
    defaultValues: userToFormValues(user, language),
    shouldFocusError: false,
  });

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

          <EditUserFields form={form} />

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
