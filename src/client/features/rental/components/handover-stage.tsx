import type { HandoverRecords } from '@shared/api-types';
import type { HandoverStage } from '@shared/handover';
import { Handshake, NotebookPen, PackageCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { AddConditionReport } from './add-condition-report';
import { ConditionReports } from './condition-reports';
import { HandoverAnswerActions } from './handover-answer-actions';
import { HandoverConfirmation } from './handover-confirmation';

type StageRecord = HandoverRecords['stages'][number];

const STAGE_ICONS = { handover: Handshake, return: PackageCheck } satisfies Record<HandoverStage, unknown>;

/**
 * One stage, the hand-over or the return: its confirmation and the other side's answer, its
 * condition records, and what the reader may do with it now.
 */
export function HandoverStageRecord({
  bookingId,
  record,
  mayReport,
  mayAnswer,
}: {
  bookingId: string;
  record: StageRecord;
  mayReport: boolean;
  mayAnswer: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const Icon = STAGE_ICONS[record.stage];
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`stage-${record.stage}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl p-4 ring-1 ring-line"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-bold text-ink">
        <span className="grid size-8 place-items-center rounded-full bg-primary-50 text-primary-700">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {t(`rental.handover.stages.${record.stage}`)}
      </h3>
      <HandoverConfirmation stage={record.stage} confirmation={record.confirmation} mayAnswer={mayAnswer} />
      {mayAnswer && <HandoverAnswerActions bookingId={bookingId} stage={record.stage} />}
      <ConditionReports reports={record.reports} />
      {mayReport && <AddReportButton bookingId={bookingId} stage={record.stage} />}
    </section>
  );
}

function AddReportButton({ bookingId, stage }: { bookingId: string; stage: HandoverStage }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="self-start">
          <NotebookPen className="size-4" aria-hidden="true" />
          {t('rental.handover.add')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <AddConditionReport bookingId={bookingId} stage={stage} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
