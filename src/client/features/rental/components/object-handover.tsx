import {
  type HandoverStage,
  MAX_CONDITION_PHOTOS,
  OBJECTION_TEXT_MAX,
  OBJECTION_TEXT_MIN,
} from '@shared/handover';
import { handoverAnswerSchema } from '@shared/schemas/handover';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useAnswerHandover } from '../api/handover';
import { useRefreshAfterConflict } from '../api/refresh';
import { CountedTextField } from './counted-text-field';
import { type FormProblems, useFormProblems } from './form-problems';

/**
 * Objecting to the other side's confirmation of a stage, with words (10 to 1,000 characters): the
 * side that confirmed is told (docs/decisions/0059-handover-and-return-records.md). Checked by the
 * shared schema before it goes.
 */
export function ObjectHandover({
  bookingId,
  stage,
  onDone,
}: {
  bookingId: string;
  stage: HandoverStage;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const answer = useAnswerHandover(bookingId);
  const noteRefusal = useRefreshAfterConflict(bookingId);
  const problemsOf = useFormProblems(MAX_CONDITION_PHOTOS);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<FormProblems>({ fields: {} });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = handoverAnswerSchema.safeParse({ stage, answer: 'object', text });
    if (!parsed.success) {
      setProblems({ fields: problemsOf.fromIssues(parsed.error.issues) });
      return;
    }
    setProblems({ fields: {} });
    answer.mutate(parsed.data, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('rental.handover.objection.sent') });
        onDone();
      },
      onError: (error) => {
        noteRefusal(error);
        setProblems(problemsOf.fromError(error, ['text']));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t(`rental.handover.objection.title.${stage}`)}</DialogTitle>
        <DialogDescription>{t('rental.handover.objection.intro')}</DialogDescription>
      </DialogHeader>
      <CountedTextField
        label={t('rental.handover.objection.label')}
        placeholder={t('rental.handover.objection.placeholder')}
        value={text}
        error={problems.fields.text}
        min={OBJECTION_TEXT_MIN}
        max={OBJECTION_TEXT_MAX}
        onChange={(next) => {
          setText(next);
          setProblems({ fields: {} });
        }}
      />
      {problems.form && (
        <Alert variant="danger" title={t('rental.handover.objection.failed')}>
          {problems.form}
        </Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('rental.handover.objection.back')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={answer.isPending}>
          {t('rental.handover.objection.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
