import type { Booking, NoShowCase } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { formatMoment } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import { NoShowAccounts } from './no-show-accounts';
import { NoShowNext } from './no-show-next';
import { NoShowOutcome } from './no-show-outcome';
import { type NoShowStage, stageOf } from './no-show-stage';

const STAGE_LOOK: Record<NoShowStage, BadgeVariant> = { answer: 'warning', review: 'info', closed: 'muted' };

/**
 * A no-show case as both sides read it (docs/decisions/0060-no-shows.md): when it began and where
 * it stands, each side's account, then what comes next (the deadlines, the reader's own account)
 * or how it ended.
 */
export function NoShowCaseView({
  booking,
  side,
  found,
  mayState,
}: {
  booking: Booking;
  side: BookingActor;
  found: NoShowCase;
  mayState: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const stage = stageOf(found);
  const began = found.kind === 'untouched' ? (found.queuedAt ?? found.openedAt) : found.openedAt;
  return (
    <div className="flex flex-col gap-4" data-case-kind={found.kind} data-stage={stage}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="text-sm text-muted">
          {t(`rental.noShow.opened.${found.kind}`, { date: formatMoment(began, language) })}
        </p>
        <Badge variant={STAGE_LOOK[stage]}>{t(`rental.noShow.stage.${stage}`)}</Badge>
      </div>
      <NoShowAccounts found={found} />
      {stage === 'closed' ? (
        <NoShowOutcome booking={booking} side={side} found={found} />
      ) : (
        <NoShowNext bookingId={booking.id} side={side} found={found} stage={stage} mayState={mayState} />
      )}
    </div>
  );
}
