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
import { toast } from '../../../components/ui/toast';
import { useAnswerClaim } from '../api/claims';
import { useRefreshAfterConflict } from '../api/refresh';
import { CountedTextField } from './counted-text-field';
import { type FormProblems, useFormProblems } from './form-problems';
import { PhotosField } from './photos-field';
import { usePhotoUploads } from './use-photo-uploads';

const FIELDS = ['text', 'photos'];

/**
 * The renter disputing a claim with their words and photos, for Ajjir's team to decide
 * (docs/decisions/0058-claims-and-disputes.md); checked by the shared schema before it goes.
 */
export function DisputeClaim({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t } = useTranslation();
  const answer = useAnswerClaim(booking.id);
  const noteRefusal = useRefreshAfterConflict(booking.id);
  const problemsOf = useFormProblems(MAX_CLAIM_PHOTOS);
  const photos = usePhotoUploads(MAX_CLAIM_PHOTOS);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<FormProblems>({ fields: {} });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = claimAnswerSchema.safeParse({ answer: 'dispute', text, photos: photos.photos });
    if (!parsed.success) {
      setProblems({ fields: problemsOf.fromIssues(parsed.error.issues) });
      return;
    }
    setProblems({ fields: {} });
    answer.mutate(parsed.data, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('rental.claim.dispute.sent') });
        onDone();
      },
      onError: (error) => {
        noteRefusal(error);
        setProblems(problemsOf.fromError(error, FIELDS));
      },
    });
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
        error={problems.fields.text}
        onChange={(next) => {
          setText(next);
          setProblems((now) => ({ fields: { ...now.fields, text: undefined } }));
        }}
      />
      <PhotosField upload={photos} error={problems.fields.photos} />
      {problems.form && (
        <Alert variant="danger" title={t('rental.claim.dispute.failed')}>
          {problems.form}
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
