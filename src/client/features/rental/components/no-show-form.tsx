import {
  MAX_NO_SHOW_PHOTOS,
  NO_SHOW_STATEMENT_MAX,
  NO_SHOW_STATEMENT_MIN,
  OWNER_ANSWER_HOURS,
  REVIEW_DAYS,
} from '@shared/no-shows';
import { noShowReportSchema, noShowStatementSchema } from '@shared/schemas/no-shows';
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
import { useGiveNoShowStatement, useReportNoShow } from '../api/no-shows';
import { useDeadlineText } from '../claim-moments';
import { CountedTextField } from './counted-text-field';
import { PhotosField } from './photos-field';
import { usePhotoUploads } from './use-photo-uploads';
import { useSendForm } from './use-send-form';

/** The renter reporting, the owner answering a report, or either side's account of an unconfirmed rental. */
export type NoShowFormMode = 'report' | 'answer' | 'account';

const FIELDS = ['statement', 'photos'];

/**
 * Words and photos about a rental whose item never changed hands (docs/decisions/0060-no-shows.md),
 * inside its dialog: optional for the renter's report, required (10 to 1,000 characters) for an
 * account. Checked by the shared schema before it goes; the server's refusals come back on their
 * fields, or for the whole form (a deadline passed meanwhile: the page refreshes once it closes).
 */
export function NoShowForm({
  bookingId,
  mode,
  due,
  onDone,
}: {
  bookingId: string;
  mode: NoShowFormMode;
  due?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const deadline = useDeadlineText();
  const report = useReportNoShow(bookingId);
  const give = useGiveNoShowStatement(bookingId);
  const sending = mode === 'report' ? report : give;
  const form = useSendForm(bookingId, { maxPhotos: MAX_NO_SHOW_PHOTOS, fields: FIELDS });
  const photos = usePhotoUploads(MAX_NO_SHOW_PHOTOS);
  const [statement, setStatement] = useState('');
  const copy = `rental.noShow.form.${mode}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const schema = mode === 'report' ? noShowReportSchema : noShowStatementSchema;
    form.send(
      schema.safeParse({ statement, photos: photos.photos }),
      (data, callbacks) => sending.mutate(data, callbacks),
      { sent: t(`${copy}.sent`), onDone },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t(`${copy}.title`)}</DialogTitle>
        <DialogDescription>
          {t(`${copy}.intro`, {
            period: t('rental.policy.hours', { count: OWNER_ANSWER_HOURS }),
            days: t('rental.policy.days', { count: REVIEW_DAYS }),
            date: due ? deadline(due) : '',
          })}
        </DialogDescription>
      </DialogHeader>
      <CountedTextField
        min={mode === 'report' ? undefined : NO_SHOW_STATEMENT_MIN}
        max={NO_SHOW_STATEMENT_MAX}
        label={t('rental.noShow.form.label')}
        placeholder={t(`${copy}.placeholder`)}
        value={statement}
        error={form.problems.fields.statement}
        onChange={(next) => {
          setStatement(next);
          form.clear('statement');
        }}
      />
      <PhotosField upload={photos} error={form.problems.fields.photos} />
      {form.problems.form && (
        <Alert variant="danger" title={t(`${copy}.failed`)}>
          {form.problems.form}
        </Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('rental.noShow.form.back')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={sending.isPending} disabled={photos.busy}>
          {t(`${copy}.submit`)}
        </Button>
      </DialogFooter>
    </form>
  );
}
