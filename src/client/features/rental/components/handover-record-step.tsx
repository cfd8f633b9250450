import type { HandoverStage } from '@shared/handover';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordStepProps } from '../../bookings';
import { useHandoverRecords } from '../api/handover';
import { ConditionReportFields } from './condition-report-fields';
import { useConditionReport } from './use-condition-report';

/**
 * The condition record inside the hand-over and return dialogs (the bookings feature's StepDialog):
 * what is written there is added to the stage's record first, then the step goes
 * (docs/decisions/0059-handover-and-return-records.md). Nothing written, or a stage that takes no
 * record now: the step goes at once, and the server says if a photo was needed.
 */
export function HandoverRecordStep({ bookingId, stage, formId, onReady, onBusy }: RecordStepProps) {
  const { t } = useTranslation();
  const records = useHandoverRecords(bookingId);
  const report = useConditionReport(bookingId, stage);
  const open = records.data?.mayReport.includes(stage) ?? false;
  const photosAdded = photosIn(records.data?.stages, stage);

  useEffect(() => onBusy(report.busy), [onBusy, report.busy]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!open || report.empty) onReady();
    else report.send(onReady);
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="record-step">
      {open && (
        <>
          <p className="text-sm text-muted">{t('rental.handover.report.step')}</p>
          {photosAdded > 0 && (
            <p className="text-sm font-medium text-primary-800">
              {t('rental.handover.report.already', { count: photosAdded })}
            </p>
          )}
          <ConditionReportFields
            report={report}
            photosRequired={stage === 'handover' && (records.data?.handoverPhotoRequired ?? false)}
          />
        </>
      )}
    </form>
  );
}

function photosIn(
  stages: readonly { stage: HandoverStage; reports: readonly { photos: readonly string[] }[] }[] = [],
  stage: HandoverStage,
): number {
  const found = stages.find((each) => each.stage === stage);
  return found?.reports.reduce((sum, report) => sum + report.photos.length, 0) ?? 0;
}
