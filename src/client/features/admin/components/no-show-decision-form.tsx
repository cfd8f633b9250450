/**
 * An administrator's decision on a no-show case (docs/decisions/0060-no-shows.md): what happened, one
 * of three outcomes each explained in a line, and a reason both parties are told word for word; then
 * a confirmation that says what the decision does, since it cannot be undone. The form follows the
 * objection resolution's (objection-resolve-form.tsx).
 */
import { NO_SHOW_STATEMENT_MAX, NO_SHOW_STATEMENT_MIN, type NoShowDecision } from '@shared/no-shows';
import { hasVisibleText } from '@shared/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useNoShowDecision } from '../api/admin-no-shows';
import { DecisionNoteFields } from './decision-note-fields';
import { NoShowDecisionField, ReasonHint } from './no-show-decision-fields';

interface Problems {
  decision?: string;
  reason?: string;
  form?: string;
}

export function NoShowDecisionForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const decide = useNoShowDecision(bookingId);
  const [decision, setDecision] = useState<NoShowDecision | ''>('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [asking, setAsking] = useState(false);
  const k = (key: string, values?: Record<string, unknown>) =>
    t(`admin.disputes.noShows.decision.${key}`, values);

  const problemOf = (code: string) =>
    code === 'claim_text_required'
      ? k('reasonRequired')
      : t(`validation.${code}`, { defaultValue: t('validation.invalid') });

  const check = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const found: Problems = {};
    if (!decision) found.decision = problemOf('no_show_decision_invalid');
    if (!hasVisibleText(trimmed)) found.reason = problemOf('claim_text_required');
    else if (trimmed.length < NO_SHOW_STATEMENT_MIN) found.reason = problemOf('claim_text_too_short');
    setProblems(found);
    if (!found.decision && !found.reason) setAsking(true);
  };

  const send = async () => {
    if (!decision) return;
    // Awaited rather than given callbacks: the card leaves the list once decided, and a mutation's
    // own callbacks do not run once its component has gone.
    try {
      await decide.mutateAsync({ decision, reason: reason.trim() });
      toast({ variant: 'success', title: k('done') });
    } catch (error) {
      setAsking(false);
      if (error instanceof ApiError && error.code === 'no_show_decided') {
        // Decided by someone else, or by the clock, meanwhile: the queue is read again (useNoShowDecision).
        toast({ variant: 'destructive', title: t('errors.no_show_decided') });
        return;
      }
      setProblems(problemsOf(error));
    }
  };

  const problemsOf = (error: unknown): Problems => {
    const fields = error instanceof ApiError ? (error.body?.errors ?? []) : [];
    const text = (path: string) => {
      const field = fields.find((each) => each.path === path);
      return field ? problemOf(field.code ?? 'invalid') : undefined;
    };
    const found = { decision: text('decision'), reason: text('reason') };
    return found.decision || found.reason ? found : { form: errorMessage(error) };
  };

  return (
    <>
      <form onSubmit={check} noValidate className="flex flex-col gap-5">
        <NoShowDecisionField
          value={decision}
          error={problems.decision}
          onChange={(next) => {
            setDecision(next);
            setProblems((now) => ({ ...now, decision: undefined, form: undefined }));
          }}
        />
        <DecisionNoteFields
          label={k('reason')}
          hint={<ReasonHint length={reason.length} />}
          error={problems.reason}
          maxLength={NO_SHOW_STATEMENT_MAX}
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
      {asking && decision && (
        <ReasonDialog
          title={k('confirmTitle')}
          description={k('confirmDescription', {
            decision: k(`decisions.${decision}`),
            effect: k(`effects.${decision}`),
          })}
          confirmLabel={k('confirm')}
          cancelLabel={k('cancel')}
          pending={decide.isPending}
          lockWhilePending
          onConfirm={send}
          onOpenChange={(open) => !open && setAsking(false)}
        />
      )}
    </>
  );
}
