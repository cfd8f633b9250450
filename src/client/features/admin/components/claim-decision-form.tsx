/**
 * An administrator's decision on a disputed claim (docs/decisions/0058-claims-and-disputes.md): what
 * the owner keeps, from nothing to what was claimed, typed in riyals in either digits, and a reason
 * both parties are told; then a confirmation that states the exact split of the deposit, since a
 * decision cannot be undone. The form follows the goodwill refund's (manual-refund-form.tsx).
 */
import type { DisputeSummary } from '@shared/api-types';
import { CLAIM_TEXT_MAX, CLAIM_TEXT_MIN } from '@shared/claims';
import { formatHalalas } from '@shared/format';
import { fromHalalas } from '@shared/halalas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Button } from '../../../components/ui/button';
import { DigitsInput } from '../../../components/ui/digits-input';
import { Field } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { halalasFromInput } from '../../../lib/amount-input';
import { ApiError } from '../../../lib/api';
import { useClaimDecision } from '../api/admin-claims';
import { DecisionNoteFields } from './decision-note-fields';

interface Problems {
  amount?: string;
  reason?: string;
  form?: string;
}

/** The server's refusals that mean the claim is no longer waiting: the list is read again (useClaimDecision). */
const GONE: Record<string, string> = {
  claim_settled: 'decidedMeanwhile',
  conflict: 'notDisputed',
};

export function ClaimDecisionForm({ dispute }: { dispute: DisputeSummary }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const { claim, booking } = dispute;
  const decide = useClaimDecision(claim.id, booking.id);
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [asking, setAsking] = useState<number | null>(null);
  const money = (halalas: number) => formatHalalas(halalas, language);
  const k = (key: string, values?: Record<string, unknown>) => t(`admin.disputes.decision.${key}`, values);
  const split = (kept: number) => ({ kept: money(kept), returned: money(booking.deposit - kept) });

  const typeAmount = (text: string) => {
    setAmountText(text);
    setProblems((now) => ({ ...now, amount: undefined, form: undefined }));
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    const amount = halalasFromInput(amountText);
    const found: Problems = {};
    if (amount === null) found.amount = t('validation.claim_amount_invalid');
    else if (amount > claim.amount) found.amount = t('validation.decision_above_claim');
    const trimmed = reason.trim();
    if (!trimmed) found.reason = t('validation.reason_required');
    else if (trimmed.length < CLAIM_TEXT_MIN) found.reason = t('validation.claim_text_too_short');
    setProblems(found);
    if (amount !== null && !found.amount && !found.reason) setAsking(amount);
  };

  const send = async () => {
    if (asking === null) return;
    // Awaited rather than given callbacks: the card leaves the list as soon as the decision is made,
    // and a mutation's own callbacks do not run once its component has gone.
    try {
      await decide.mutateAsync({ amount: asking, reason: reason.trim() });
      toast({ variant: 'success', title: k('done', split(asking)) });
    } catch (error) {
      setAsking(null);
      const gone = error instanceof ApiError && error.code ? GONE[error.code] : undefined;
      if (gone) toast({ variant: 'destructive', title: k(gone) });
      else setProblems(problemsOf(error));
    }
  };

  const problemsOf = (error: unknown): Problems => {
    const fields = error instanceof ApiError ? (error.body?.errors ?? []) : [];
    if (!fields.length) return { form: errorMessage(error) };
    const text = (path: string) => {
      const field = fields.find((each) => each.path === path);
      return field
        ? t(`validation.${field.code ?? 'invalid'}`, { defaultValue: t('validation.invalid') })
        : undefined;
    };
    return { amount: text('amount'), reason: text('reason') };
  };

  return (
    <>
      <form onSubmit={check} noValidate className="flex flex-col gap-4">
        <Field
          label={k('amount')}
          hint={k('amountHint', { min: money(0), max: money(claim.amount), deposit: money(booking.deposit) })}
          error={problems.amount}
          required
        >
          <DigitsInput
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={amountText}
            onChange={(event) => typeAmount(event.target.value)}
            className="sm:max-w-48"
          />
        </Field>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{k('quickLabel')}</legend>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => typeAmount(fromHalalas(claim.amount))}
          >
            {k('keepAll')}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => typeAmount('0')}>
            {k('returnAll')}
          </Button>
        </fieldset>
        <DecisionNoteFields
          label={k('reason')}
          hint={k('reasonHint')}
          error={problems.reason}
          maxLength={CLAIM_TEXT_MAX}
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
      {asking !== null && (
        <ReasonDialog
          title={k('confirmTitle')}
          description={k('confirmDescription', split(asking))}
          confirmLabel={k('confirm')}
          cancelLabel={k('cancel')}
          pending={decide.isPending}
          lockWhilePending
          onConfirm={send}
          onOpenChange={(open) => !open && setAsking(null)}
        />
      )}
    </>
  );
}
