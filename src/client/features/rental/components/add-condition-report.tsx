import type { HandoverStage } from '@shared/handover';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { ConditionReportFields } from './condition-report-fields';
import { useConditionReport } from './use-condition-report';

/**
 * Adding a note, photos or both to one stage's record, inside its dialog
 * (docs/decisions/0059-handover-and-return-records.md). A record stays as added: both sides rely on it.
 */
export function AddConditionReport({
  bookingId,
  stage,
  onDone,
}: {
  bookingId: string;
  stage: HandoverStage;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const report = useConditionReport(bookingId, stage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.send(() => {
      toast({ variant: 'success', title: t('rental.handover.report.added') });
      onDone();
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t(`rental.handover.report.title.${stage}`)}</DialogTitle>
        <DialogDescription>{t('rental.handover.report.intro')}</DialogDescription>
      </DialogHeader>
      <ConditionReportFields report={report} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('rental.handover.report.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={report.pending} disabled={report.photos.busy}>
          {t('rental.handover.report.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
