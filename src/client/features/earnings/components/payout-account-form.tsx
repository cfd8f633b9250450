import { zodResolver } from '@hookform/resolvers/zod';
import { type PayoutAccountInput, payoutAccountSchema } from '@shared/schemas/payments';
import type { ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { applyServerFieldErrors } from '../../../lib/forms';
import { useSavePayoutAccount } from '../api/earnings';
import { groupIbanTyping } from '../iban-input';

type Output = { iban: string; holderName: string };
const FIELDS = ['iban', 'holderName'] as const;

/** Where payouts go: a Saudi IBAN (grouped in fours as it is typed) and its holder's name. */
export function PayoutAccountForm({ holderName, onDone }: { holderName?: string; onDone: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSavePayoutAccount();
  const form = useForm<PayoutAccountInput, unknown, Output>({
    resolver: zodResolver(payoutAccountSchema),
    defaultValues: { iban: '', holderName: holderName ?? '' },
  });
  const { errors } = form.formState;
  // The schema's messages are keys; these two have their words on this page.
  const errorText = (error: { message?: string } | undefined) =>
    error &&
    t(
      `earnings.account.errors.${error.message === 'holder_name_invalid' ? 'holder_name_invalid' : 'iban_invalid'}`,
    );

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('earnings.account.saved') });
        onDone();
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
        toast({
          variant: 'destructive',
          title: t('earnings.account.saveFailed'),
          description: errorMessage(error),
        });
      },
    }),
  );

  return (
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
  );
}
