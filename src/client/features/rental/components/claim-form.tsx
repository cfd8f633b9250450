import type { Booking } from '@shared/api-types';
import {
  CLAIM_ANSWER_HOURS,
  CLAIM_TEXT_MAX,
  CLAIM_TEXT_MIN,
  type ClaimReason,
  lateReturnAmount,
  MAX_CLAIM_PHOTOS,
} from '@shared/claims';
import { formatHalalas } from '@shared/format';
import { claimSchema } from '@shared/schemas/claims';
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
import { DigitsInput } from '../../../components/ui/digits-input';
import { Field } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { halalasFromInput } from '../../../lib/amount-input';
import { ApiError } from '../../../lib/api';
import { useMakeClaim } from '../api/claims';
import { useRefreshAfterConflict } from '../api/refresh';
import { ClaimReasonField } from './claim-reason-field';
import { CountedTextField } from './counted-text-field';
import { type FormProblems, useFormProblems } from './form-problems';
import { PhotosField } from './photos-field';
import { usePhotoUploads } from './use-photo-uploads';

const FIELDS = ['reason', 'amount', 'description', 'photos'];

/**
 * The owner's claim (docs/decisions/0058-claims-and-disputes.md), inside its dialog: a reason, an
 * amount in riyals (either digits) up to the deposit, what happened, and photos. Checked by the
 * shared schema before it goes; the server's refusals come back on their fields.
 */
export function ClaimForm({
  booking,
  deposit,
  onDone,
}: {
  booking: Booking;
  deposit: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const make = useMakeClaim(booking.id);
  const noteRefusal = useRefreshAfterConflict(booking.id);
  const problemsOf = useFormProblems(MAX_CLAIM_PHOTOS);
  const photos = usePhotoUploads(MAX_CLAIM_PHOTOS);
  const [reason, setReason] = useState<ClaimReason | ''>('');
  const [amountText, setAmountText] = useState('');
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<FormProblems>({ fields: {} });
  const money = (halalas: number) => formatHalalas(halalas, language);
  const above = t('rental.claim.form.amountAbove', { deposit: money(deposit) });
  const clear = (field: string) =>
    setProblems((now) => ({ fields: { ...now.fields, [field]: undefined }, form: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = claimSchema.safeParse({
      reason: reason || undefined,
      amount: halalasFromInput(amountText) ?? 0,
      description,
      photos: photos.photos,
    });
    const fields = parsed.success ? {} : problemsOf.fromIssues(parsed.error.issues);
    if (parsed.success && parsed.data.amount > deposit) fields.amount = above;
    setProblems({ fields });
    if (!parsed.success || fields.amount) return;
    make.mutate(parsed.data, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('rental.claim.form.sent') });
        onDone();
      },
      onError: (error) => {
        noteRefusal(error);
        const tooMuch = error instanceof ApiError && error.code === 'claim_above_deposit';
        setProblems(tooMuch ? { fields: { amount: above } } : problemsOf.fromError(error, FIELDS));
      },
    });
  };

  const lateDay =
    reason === 'late_return'
      ? lateReturnAmount({ lateDays: 1, dailyRate: booking.price.dailyRate, deposit })
      : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t('rental.claim.form.title')}</DialogTitle>
        <DialogDescription>
          {t('rental.claim.form.intro', { period: t('rental.policy.hours', { count: CLAIM_ANSWER_HOURS }) })}
        </DialogDescription>
      </DialogHeader>
      <ClaimReasonField
        value={reason}
        error={problems.fields.reason}
        onChange={(next) => {
          setReason(next);
          clear('reason');
        }}
      />
      <Field
        label={t('rental.claim.form.amount')}
        required
        error={problems.fields.amount}
        hint={
          <>
            {t('rental.claim.form.amountHint', { deposit: money(deposit) })}
            {lateDay !== null && (
              <span className="mt-1 block">
                {t('rental.claim.form.lateHint', { amount: money(lateDay) })}
              </span>
            )}
          </>
        }
      >
        <DigitsInput
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          value={amountText}
          className="sm:max-w-48"
          onChange={(event) => {
            setAmountText(event.target.value);
            clear('amount');
          }}
        />
      </Field>
      <CountedTextField
        min={CLAIM_TEXT_MIN}
        max={CLAIM_TEXT_MAX}
        label={t('rental.claim.form.words')}
        placeholder={t('rental.claim.form.wordsPlaceholder')}
        value={description}
        error={problems.fields.description}
        onChange={(next) => {
          setDescription(next);
          clear('description');
        }}
      />
      <PhotosField upload={photos} error={problems.fields.photos} />
      {problems.form && (
        <Alert variant="danger" title={t('rental.claim.form.failed')}>
          {problems.form}
        </Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('rental.claim.form.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={make.isPending} disabled={photos.busy}>
          {t('rental.claim.form.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
