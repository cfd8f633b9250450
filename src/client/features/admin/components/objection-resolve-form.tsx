/**
 * An administrator's resolution of an objection to a hand-over or a return
 * (docs/decisions/0059-handover-and-return-records.md): a note both parties are told word for word,
 * then a confirmation, since a resolution cannot be undone. The form follows the claim decision's
 * (claim-decision-form.tsx). An objection to the hand-over of a rental still out may be upheld with
 * everything back to the renter (`refundable`); any other refund is goodwill, on the money page.
 */
import type { HandoverStage } from '@shared/handover';
import { OBJECTION_TEXT_MAX, OBJECTION_TEXT_MIN } from '@shared/handover';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useResolveObjection } from '../api/admin-handover';
import { DecisionNoteFields } from './decision-note-fields';

interface Problems {
  note?: string;
  form?: string;
}

export function ObjectionResolveForm({
  bookingId,
  stage,
  refundable,
}: {
  bookingId: string;
  stage: HandoverStage;
  refundable: boolean;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const resolve = useResolveObjection(bookingId, stage);
  const [note, setNote] = useState('');
  const [refund, setRefund] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [asking, setAsking] = useState(false);
  const k = (key: string) => t(`admin.disputes.objections.resolve.${key}`);

  const noteProblem = (code: string) =>
    code === 'claim_text_required'
      ? k('noteRequired')
      : t(`validation.${code}`, { defaultValue: t('validation.invalid') });

  const check = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    const found: Problems = {};
    if (!trimmed) found.note = noteProblem('claim_text_required');
    else if (trimmed.length < OBJECTION_TEXT_MIN) found.note = noteProblem('claim_text_too_short');
    setProblems(found);
    if (!found.note) setAsking(true);
  };

  const send = async () => {
    // Awaited rather than given callbacks: the card leaves the list once resolved, and a mutation's
    // own callbacks do not run once its component has gone.
    try {
      await resolve.mutateAsync({ note: note.trim(), refund: refund ? 'in_full' : 'none' });
      toast({ variant: 'success', title: k('done') });
    } catch (error) {
      setAsking(false);
      if (error instanceof ApiError && error.code === 'objection_resolved') {
        // Resolved by someone else meanwhile: the queue is read again (useResolveObjection).
        toast({ variant: 'destructive', title: t('errors.objection_resolved') });
        return;
      }
      const field =
        error instanceof ApiError ? error.body?.errors?.find((each) => each.path === 'note') : undefined;
      setProblems(field ? { note: noteProblem(field.code ?? 'invalid') } : { form: errorMessage(error) });
    }
  };

  return (
    <>
      <form onSubmit={check} noValidate className="flex flex-col gap-4">
        {refundable && (
          <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3">
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0 cursor-pointer accent-primary-700"
              checked={refund}
              onChange={(event) => setRefund(event.target.checked)}
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold text-ink">{k('refundTitle')}</span>
              <span className="text-sm text-muted">{k('refundHint')}</span>
            </span>
          </label>
        )}
        <DecisionNoteFields
          label={k('note')}
          hint={k('hint')}
          error={problems.note}
          maxLength={OBJECTION_TEXT_MAX}
          value={note}
          placeholder={k('placeholder')}
          onChange={(value) => {
            setNote(value);
            setProblems({});
          }}
          formProblem={problems.form}
          submitLabel={k('submit')}
        />
      </form>
      {/* Outside the form: the dialog's own submit must not bubble into this one (React events cross portals). */}
      {asking && (
        <ReasonDialog
          title={k('confirmTitle')}
          description={refund ? k('confirmRefund') : k('confirmDescription')}
          confirmLabel={k('confirm')}
          cancelLabel={k('cancel')}
          pending={resolve.isPending}
          lockWhilePending
          onConfirm={send}
          onOpenChange={(open) => !open && setAsking(false)}
        />
      )}
    </>
  );
}
