import type { Booking, HandoverRecords } from '@shared/api-types';
import type { BookingStatus } from '@shared/constants';
import { HANDOVER_STAGES } from '@shared/handover';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useHandoverRecords } from '../api/handover';
import { Card } from './card';
import { HandoverStageRecord } from './handover-stage';

/** A booking has records from its confirmation on: the hand-over's may be written before it happens. */
const WITH_RECORDS: readonly BookingStatus[] = ['confirmed', 'active', 'completed'];

/**
 * The hand-over and the return, side by side (stacked on phones): who confirmed each and when, the
 * other side's answer, and the condition records both sides added
 * (docs/decisions/0059-handover-and-return-records.md).
 */
export function HandoverCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const shown = WITH_RECORDS.includes(booking.status);
  const records = useHandoverRecords(booking.id, shown);
  if (!shown) return null;
  let body: ReactNode;
  if (records.isPending) {
    body = <HandoverSkeleton />;
  } else if (records.isError) {
    body = (
      <ErrorState
        error={records.error}
        title={t('rental.handover.loadError')}
        onRetry={() => records.refetch()}
      />
    );
  } else {
    body = <HandoverStages bookingId={booking.id} records={records.data} />;
  }
  return (
    <Card title={t('rental.handover.title')} testId="handover">
      {body}
    </Card>
  );
}

function HandoverStages({ bookingId, records }: { bookingId: string; records: HandoverRecords }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {HANDOVER_STAGES.map((stage) => (
        <HandoverStageRecord
          key={stage}
          bookingId={bookingId}
          record={
            records.stages.find((each) => each.stage === stage) ?? { stage, confirmation: null, reports: [] }
          }
          mayReport={records.mayReport.includes(stage)}
          mayAnswer={records.mayAnswer === stage}
        />
      ))}
    </div>
  );
}

function HandoverSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="grid gap-4 md:grid-cols-2"
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      {HANDOVER_STAGES.map((stage) => (
        <div key={stage} className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-line">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}
