import { formatHalalas } from '@shared/format';
/**
 * An administrator's refund of a booking (docs/decisions/0045): an amount in riyals and a reason,
 * then a confirmation that states the exact amount; refused amounts and the server's refusals are
 * said in the reader's language, on the field they concern.
 */
import { REFUND_REASON_MAX, REFUND_REASON_MIN } from '@shared/schemas/admin-payments';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { DigitsInput } from '../../../components/ui/digits-input';
import { Field } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { halalasFromInput } from '../../../lib/amount-input';
import { ApiError } from '../../../lib/api';
import { useManualRefund } from '../api/admin-money';
import { DecisionNoteFields } from './decision-note-fields';

interface Problems {
  amount?: string;
  reason?: string;
  form?: string;
}

export function ManualRefundForm({ bookingId, refundable }: { bookingId: string; refundable: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const refund = useManualRefund(bookingId);
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [asking, setAsking] = useState<{ amount: number; key: string } | null>(null);
  const money = (halalas: number) => formatHalalas(halalas, language);
  const k = (key: string, values?: Record<string, unknown>) => t(`admin.money.refund.${key}`, values);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const amount = halalasFromInput(amountText);
    const found: Problems = {};
    if (amount === null || amount <= 0) found.amount = k('errors.amount');
    else if (amount > refundable) found.amount = k('errors.tooLarge', { amount: money(refundable) });
    const trimmed = reason.trim();
    if (!trimmed) found.reason = t('validation.reason_required');
    else if (trimmed.length < REFUND_REASON_MIN) found.reason = t('validation.reason_too_short');
    setProblems(found);
    if (amount !== null && !found.amount && !found.reason) setAsking({ amount, key: crypto.randomUUID() });
  };

  const send = () => {
    if (!asking) return;
    refund.mutate(
      { amount: asking.amount, reason: reason.trim(), key: asking.key },
      {
        onSuccess: ({ refund: made }) => {
          setAsking(null);
          setAmountText('');
          setReason('');
          toast({
            variant: 'success',
            title: k(made.status === 'done' ? 'done' : 'owed', { amount: money(made.amount) }),
          });
        },
        onError: (error) => {
          setAsking(null);
          setProblems(problemsOf(error));
        },
      },
    );
  };

  const problemsOf = (error: unknown): Problems => {
    if (!(error instanceof ApiError)) return { form: errorMessage(error) };
    if (error.code === 'refund_too_large')
      return { amount: k('errors.tooLarge', { amount: money(refundable) }) };
    if (error.code === 'booking_changed') return { form: k('errors.changed') };
    const fields = error.body?.errors ?? [];
    if (fields.length) {
      const text = (path: string) => {
        const field = fields.find((each) => each.path === path);
        return field
          ? t(`validation.${field.code ?? 'invalid'}`, { defaultValue: t('validation.invalid') })
          : undefined;
      };
      return { amount: text('amount'), reason: text('reason') };
    }
    return { form: errorMessage(error) };
  };

  return (
    <>
      <form onSubmit={check} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-muted">{k('description')}</p>
        <Field
          label={k('amount')}
          hint={k('amountHint', { amount: money(refundable) })}
          error={problems.amount}
          required
        >
          <DigitsInput
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={amountText}
            onChange={(event) => {
              setAmountText(event.target.value);
              setProblems((now) => ({ ...now, amount: undefined, form: undefined }));
            }}
            className="sm:max-w-48"
          />
        </Field>
        <DecisionNoteFields
          label={k('reason')}
          error={problems.reason}
          maxLength={REFUND_REASON_MAX}
          value={reason}
          placeholder={k('reasonPlaceholder')}
          onChange={(value) => {
            setReason(value);
            setProblems((now) => ({ ...now, reason: undefined, form: undefined }));
          }}
          formProblem={problems.form}
          submitLabel={k('submit')}
        />
      </form>
      {/* Outside the form: the dialog's own submit must not bubble into this one (React events cross portals). */}
      {asking && (
        <ReasonDialog
          title={k('confirmTitle', { amount: money(asking.amount) })}
          description={k('confirmDescription', { amount: money(asking.amount) })}
          confirmLabel={k('confirm', { amount: money(asking.amount) })}
          cancelLabel={k('cancel')}
          pending={refund.isPending}
          lockWhilePending
          onConfirm={send}
          onOpenChange={(open) => !open && setAsking(null)}
        />
      )}
    </>
  );
}
