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
import { useAnswerHandover } from '../api/handover';
import { CountedTextField } from './counted-text-field';
import { useSendForm } from './use-send-form';

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
  const form = useSendForm(bookingId, { maxPhotos: MAX_CONDITION_PHOTOS, fields: ['text'] });
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send(
      handoverAnswerSchema.safeParse({ stage, answer: 'object', text }),
      (data, callbacks) => answer.mutate(data, callbacks),
      { sent: t('rental.handover.objection.sent'), onDone },
    );
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
        error={form.problems.fields.text}
        min={OBJECTION_TEXT_MIN}
        max={OBJECTION_TEXT_MAX}
        onChange={(next) => {
          setText(next);
          form.clear('text');
        }}
      />
      {form.problems.form && (
        <Alert variant="danger" title={t('rental.handover.objection.failed')}>
          {form.problems.form}
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
