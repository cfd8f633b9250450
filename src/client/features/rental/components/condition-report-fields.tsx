import { CONDITION_NOTE_MAX } from '@shared/handover';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CountedTextField } from './counted-text-field';
import { PhotosField } from './photos-field';
import type { ConditionReport } from './use-condition-report';

/** A condition record's note (up to 500 characters) and photos, and why it was refused as a whole. */
export function ConditionReportFields({
  report,
  photosRequired = false,
}: {
  report: ConditionReport;
  /** The owner hands over a rental with a deposit only after a photo (docs/decisions/0059). */
  photosRequired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CountedTextField
        label={t('rental.handover.report.note')}
        placeholder={t('rental.handover.report.notePlaceholder')}
        value={report.note}
        error={report.problems.fields.note}
        max={CONDITION_NOTE_MAX}
        onChange={report.setNote}
      />
      <PhotosField
        upload={report.photos}
        error={report.problems.fields.photos}
        label={t('rental.handover.report.photos')}
        optional={!photosRequired}
      />
      {report.problems.form && (
        <Alert variant="danger" title={t('rental.handover.report.failed')}>
          {report.problems.form}
        </Alert>
      )}
    </>
  );
}
