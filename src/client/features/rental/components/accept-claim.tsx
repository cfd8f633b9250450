import type { Booking, Claim } from '@shared/api-types';
import { formatHalalas } from '@shared/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
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
import { useLanguage } from '../../../i18n/use-language';
import { useAnswerClaim } from '../api/claims';
import { useRefreshAfterConflict } from '../api/refresh';

/**
 * The renter accepting a claim, asked first with exactly what happens to the deposit: what goes to
 * the owner and what comes back, to the halala. It settles at once (docs/decisions/0058-claims-and-disputes.md).
 */
export function AcceptClaim({
  booking,
  claim,
  onDone,
}: {
  booking: Booking;
  claim: Claim;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const answer = useAnswerClaim(booking.id);
  const noteRefusal = useRefreshAfterConflict(booking.id);
  const [failure, setFailure] = useState<string | undefined>();
  const money = (halalas: number) => formatHalalas(halalas, language);
  const back = booking.price.deposit - claim.amount;

  const accept = () => {
    setFailure(undefined);
    answer.mutate(
      { answer: 'accept' },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: t('rental.claim.accept.done') });
          onDone();
        },
        onError: (error) => {
          noteRefusal(error);
          setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t('rental.claim.accept.title')}</DialogTitle>
        <DialogDescription className="text-base text-ink" data-testid="accept-claim-terms">
          {back > 0
            ? t('rental.claim.accept.body', { amount: money(claim.amount), back: money(back) })
            : t('rental.claim.accept.bodyAll', { amount: money(claim.amount) })}
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm text-muted">{t('rental.claim.accept.note')}</p>
      {failure && (
        <Alert variant="danger" title={t('rental.claim.accept.failed')}>
          {failure}
        </Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('rental.claim.accept.back')}
          </Button>
        </DialogClose>
        <Button type="button" loading={answer.isPending} onClick={accept}>
          {t('rental.claim.accept.confirm')}
        </Button>
      </DialogFooter>
    </div>
  );
}
