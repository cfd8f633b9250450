import type { NoShowCase } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { Clock, Handshake, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDeadlineText } from '../claim-moments';
import { NextNote } from './case-notes';
import { NoShowFormButton } from './no-show-form-button';
import type { NoShowStage } from './no-show-stage';

/**
 * An open case's deadlines that matter to the reader (the owner's answer, then Ajjir's decision; the
 * renter is refunded in full when either passes unmet), and the reader's own account when they may
 * give it: the owner answering the report, or either side of a rental nobody confirmed.
 */
export function NoShowNext({
  bookingId,
  side,
  found,
  stage,
  mayState,
}: {
  bookingId: string;
  side: BookingActor;
  found: NoShowCase;
  stage: Exclude<NoShowStage, 'closed'>;
  mayState: boolean;
}) {
  const { t } = useTranslation();
  const deadline = useDeadlineText();
  if (stage === 'answer') {
    const due = found.ownerAnswerDueAt ?? found.openedAt;
    return (
      <div className="flex flex-col gap-3">
        <NextNote testId="no-show-next" icon={Clock}>
          {t(`rental.noShow.due.${side}`, { date: deadline(due) })}
        </NextNote>
        {side === 'owner' && (
          <NextNote testId="no-show-next" icon={Handshake}>
            {t('rental.noShow.due.handOver')}
          </NextNote>
        )}
        {mayState && (
          <NoShowFormButton
            bookingId={bookingId}
            mode="answer"
            label={t('rental.noShow.form.answer.action')}
            due={due}
            variant="primary"
          />
        )}
      </div>
    );
  }
  const decideBy = found.decideBy ?? undefined;
  return (
    <div className="flex flex-col gap-3">
      {found.kind === 'untouched' && (
        <NextNote testId="no-show-next" icon={Scale}>
          {t('rental.noShow.untouched')}
        </NextNote>
      )}
      {decideBy && (
        <NextNote testId="no-show-next" icon={Clock}>
          {t(`rental.noShow.review.${side}`, { date: deadline(decideBy) })}
        </NextNote>
      )}
      {mayState && (
        <>
          <p className="text-sm text-muted">{t('rental.noShow.accountOnce')}</p>
          <NoShowFormButton
            bookingId={bookingId}
            mode="account"
            label={t('rental.noShow.form.account.action')}
            due={decideBy}
          />
        </>
      )}
    </div>
  );
}
