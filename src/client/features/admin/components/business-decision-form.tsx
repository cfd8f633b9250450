/**
 * An administrator's decision on a business check waiting for review
 * (docs/decisions/0062-verified-members.md): verify or turn down, none chosen at first so the choice
 * is made on purpose, each with what it does; a note kept in the audit log (and shown to the member
 * when turned down); then a confirmation. The form follows the no-show decision's.
 */
import type { AdminBusinessCheck } from '@shared/answers/verification';
import { BadgeCheck, type LucideIcon, OctagonX } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { type BusinessDecision, useBusinessDecision } from '../api/admin-verifications';
import { DecisionNoteFields } from './decision-note-fields';

type Choice = BusinessDecision['decision'];
const CHOICES = ['verify', 'reject'] as const satisfies readonly Choice[];
const CHOICE_ICONS: Record<Choice, LucideIcon> = { verify: BadgeCheck, reject: OctagonX };

/** The note's bounds (businessDecisionSchema, src/shared/schemas/verification.ts). */
export const ADMIN_NOTE_MIN = 3;
export const ADMIN_NOTE_MAX = 500;

interface Problems {
  decision?: string;
  note?: string;
  form?: string;
}

export function BusinessDecisionForm({ check }: { check: AdminBusinessCheck }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const decide = useBusinessDecision(check);
  const id = useId();
  const [decision, setDecision] = useState<Choice | ''>('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [asking, setAsking] = useState(false);
  const k = (key: string, values?: Record<string, unknown>) =>
    t(`admin.verifications.decision.${key}`, values);

  const problemOf = (path: 'decision' | 'note', code: string) =>
    path === 'decision'
      ? k('choiceRequired')
      : code === 'required'
        ? k('noteMin', { count: ADMIN_NOTE_MIN })
        : t(`validation.${code}`, { defaultValue: t('validation.invalid') });

  const validate = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!decision) found.decision = problemOf('decision', 'invalid');
    if (note.trim().length < ADMIN_NOTE_MIN) found.note = problemOf('note', 'required');
    setProblems(found);
    if (!found.decision && !found.note) setAsking(true);
  };

  const send = async () => {
    if (!decision) return;
    // Awaited rather than given callbacks: the card leaves the queue once decided, and a mutation's
    // own callbacks do not run once its component has gone.
    try {
      await decide.mutateAsync({ decision, note: note.trim() });
      toast({ variant: 'success', title: k(`done.${decision}`) });
    } catch (error) {
      setAsking(false);
      if (error instanceof ApiError && error.code === 'business_decided') {
        // Decided by another administrator meanwhile: the lists are read again (useBusinessDecision).
        toast({ variant: 'destructive', title: errorMessage(error) });
        return;
      }
      const fields = error instanceof ApiError ? (error.body?.errors ?? []) : [];
      const text = (path: 'decision' | 'note') => {
        const field = fields.find((each) => each.path === path);
        return field ? problemOf(path, field.code ?? 'invalid') : undefined;
      };
      const found = { decision: text('decision'), note: text('note') };
      setProblems(found.decision || found.note ? found : { form: errorMessage(error) });
    }
  };

  return (
    <>
      <form onSubmit={validate} noValidate className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <p id={`${id}-label`} className="text-sm font-medium text-ink">
            {k('legend')}
            <span aria-hidden="true" className="ms-0.5 text-danger-600">
              *
            </span>
          </p>
          <RadioCards
            value={decision}
            onValueChange={(next) => {
              setDecision(next as Choice);
              setProblems((now) => ({ ...now, decision: undefined, form: undefined }));
            }}
            aria-labelledby={`${id}-label`}
            aria-describedby={problems.decision ? `${id}-error` : undefined}
            aria-invalid={problems.decision ? true : undefined}
            aria-required
          >
            {CHOICES.map((choice) => {
              const Icon = CHOICE_ICONS[choice];
              return (
                <RadioCard
                  key={choice}
                  value={choice}
                  className="p-3"
                  icon={<Icon className="size-5" aria-hidden="true" />}
                  title={k(`choices.${choice}`)}
                  description={k(`effects.${choice}`)}
                />
              );
            })}
          </RadioCards>
          {problems.decision && (
            <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
              {problems.decision}
            </p>
          )}
        </div>
        <DecisionNoteFields
          label={k('note')}
          hint={k('noteHint')}
          error={problems.note}
          maxLength={ADMIN_NOTE_MAX}
          value={note}
          placeholder={k('notePlaceholder')}
          onChange={(value) => {
            setNote(value);
            setProblems((now) => ({ ...now, note: undefined, form: undefined }));
          }}
          formProblem={problems.form}
          submitLabel={k('submit')}
        />
      </form>
      {/* Outside the form: the dialog's own submit must not bubble into this one (React events cross portals). */}
      {asking && decision && (
        <ReasonDialog
          title={k(`confirmTitle.${decision}`)}
          description={k(`confirmDescription.${decision}`)}
          confirmLabel={k(`confirm.${decision}`)}
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
