import { zodResolver } from '@hookform/resolvers/zod';
import { formatNumber } from '@shared/format';
import { compactIban } from '@shared/iban';
import { payoutAccountSchema } from '@shared/schemas/payments';
import { type ChangeEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/forms';
import { useSavePayoutAccount } from '../api/earnings';
import { groupIbanTyping } from '../iban-input';
import { ReauthDialog } from './reauth-dialog';

/** The form's fields; the password is asked in the dialog after them. */
const accountFields = payoutAccountSchema.omit({ currentPassword: true });
type AccountFields = { iban: string; holderName: string };
const FIELDS = ['iban', 'holderName'] as const;
const PAGE_ERRORS = [
  'holder_name_invalid',
  'iban_not_saudi',
  'iban_length',
  'iban_characters',
  'iban_check_digits',
] as const;

/**
 * Where payouts go: a Saudi IBAN (grouped in fours as it is typed) and its holder's name, saved
 * once the account's password is typed again (ReauthDialog, docs/decisions/0048).
 */
export function PayoutAccountForm({ holderName, onDone }: { holderName?: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const fieldErrorText = useFieldErrorText();
  const save = useSavePayoutAccount();
  const [confirming, setConfirming] = useState<AccountFields | null>(null);
  const [passwordProblem, setPasswordProblem] = useState<string | undefined>();
  const form = useForm<AccountFields, unknown, AccountFields>({
    resolver: zodResolver(accountFields),
    defaultValues: { iban: '', holderName: holderName ?? '' },
  });
  const { errors } = form.formState;
  // The schema's messages are keys; these have their words on this page, each IBAN problem its own.
  const errorText = (error: { message?: string } | undefined) =>
    error &&
    t(`earnings.account.errors.${PAGE_ERRORS.find((key) => key === error.message) ?? 'iban_invalid'}`, {
      entered: formatNumber(compactIban(form.getValues('iban')).length, language),
    });

  const submit = form.handleSubmit((input) => {
    setPasswordProblem(undefined);
    setConfirming(input);
  });

  const confirm = (input: AccountFields, currentPassword: string) =>
    save.mutate(
      { ...input, currentPassword },
      {
        onSuccess: () => {
          setConfirming(null);
          toast({
            variant: 'success',
            title: t('earnings.account.saved'),
            description: t('earnings.account.savedBody'),
          });
          onDone();
        },
        onError: (error) => {
          const onPassword =
            error instanceof ApiError && error.body?.errors?.find((each) => each.path === 'currentPassword');
          if (onPassword) {
            setPasswordProblem(fieldErrorText({ message: onPassword.code ?? 'invalid' }));
            return;
          }
          setConfirming(null);
          if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
          toast({
            variant: 'destructive',
            title: t('earnings.account.saveFailed'),
            description: errorMessage(error),
          });
        },
      },
    );

  return (
    <>
      <form noValidate onSubmit={submit} className="grid gap-5">
        <Controller
          control={form.control}
          name="iban"
          render={({ field }) => (
            <Field
              label={t('earnings.account.ibanLabel')}
              hint={t('earnings.account.ibanHint')}
              error={errorText(errors.iban)}
              required
            >
              <Input
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event: ChangeEvent<HTMLInputElement>) => {
                  const input = event.target;
                  const next = groupIbanTyping(input.value, input.selectionStart ?? input.value.length);
                  field.onChange(next.value);
                  requestAnimationFrame(() => input.setSelectionRange(next.caret, next.caret));
                }}
                dir="ltr"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                inputMode="text"
                placeholder="SA00 0000 0000 0000 0000 0000"
                className="font-mono tracking-wide"
              />
            </Field>
          )}
        />
        <Field
          label={t('earnings.account.holderLabel')}
          hint={t('earnings.account.holderHint')}
          error={errorText(errors.holderName)}
          required
        >
          <Input autoComplete="name" {...form.register('holderName')} />
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={save.isPending}>
            {t('earnings.account.save')}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            {t('earnings.account.cancel')}
          </Button>
        </div>
      </form>
      {/* Outside the form: the dialog's own submit must not submit this one too. */}
      {confirming && (
        <ReauthDialog
          pending={save.isPending}
          problem={passwordProblem}
          onConfirm={(password) => confirm(confirming, password)}
          onOpenChange={(open) => !open && setConfirming(null)}
        />
      )}
    </>
  );
}
