import type { Booking } from '@shared/api-types';
import { CLAIM_TEXT_MAX, CLAIM_TEXT_MIN, DISPUTE_DECISION_HOURS, MAX_CLAIM_PHOTOS } from '@shared/claims';
import { claimAnswerSchema } from '@shared/schemas/claims';
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
import { useAnswerClaim } from '../api/claims';
import { CountedTextField } from './counted-text-field';
import { PhotosField } from './photos-field';
import { usePhotoUploads } from './use-photo-uploads';
import { useSendForm } from './use-send-form';

const FIELDS = ['text', 'photos'];

/**
 * The renter disputing a claim with their words and photos, for Ajjir's team to decide
 * (docs/decisions/0058-claims-and-disputes.md); checked by the shared schema before it goes.
 */
export function DisputeClaim({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t } = useTranslation();
  const answer = useAnswerClaim(booking.id);
  const form = useSendForm(booking.id, { maxPhotos: MAX_CLAIM_PHOTOS, fields: FIELDS });
  const photos = usePhotoUploads(MAX_CLAIM_PHOTOS);
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send(
      claimAnswerSchema.safeParse({ answer: 'dispute', text, photos: photos.photos }),
      (data, callbacks) => answer.mutate(data, callbacks),
      { sent: t('rental.claim.dispute.sent'), onDone },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t('rental.claim.dispute.title')}</DialogTitle>
        <DialogDescription>
          {t('rental.claim.dispute.intro', {
            period: t('rental.policy.hours', { count: DISPUTE_DECISION_HOURS }),
          })}
        </DialogDescription>
      </DialogHeader>
      <CountedTextField
        min={CLAIM_TEXT_MIN}
        max={CLAIM_TEXT_MAX}
        label={t('rental.claim.dispute.label')}
        placeholder={t('rental.claim.dispute.placeholder')}
        value={text}
        error={form.problems.fields.text}
        onChange={(next) => {
          setText(next);
          form.clear('text');
        }}
      />
      <PhotosField upload={photos} error={form.problems.fields.photos} />
      {form.problems.form && (
        <Alert variant="danger" title={t('rental.claim.dispute.failed')}>
          {form.problems.form}
        </Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('rental.claim.accept.back')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={answer.isPending} disabled={photos.busy}>
          {t('rental.claim.dispute.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
