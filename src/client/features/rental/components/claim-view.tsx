import type { Booking, Claim } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { formatHalalas, formatMoment } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { CLAIM_REASON_ICONS } from './claim-reason-field';
import { ClaimStatus } from './claim-status';
import { PartyWords } from './party-words';
import { PhotoStrip } from './photo-strip';

const STATUS_LOOK: Record<Claim['status'], BadgeVariant> = {
  open: 'warning',
  disputed: 'info',
  settled: 'muted',
};

/**
 * A claim as both sides read it: its reason, amount and day; the owner's words and photos, and
 * beside them (stacked on phones) the renter's once disputed; then where it stands.
 */
export function ClaimView({ booking, claim, side }: { booking: Booking; claim: Claim; side: BookingActor }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const Icon = CLAIM_REASON_ICONS[claim.reason];
  const answered = claim.answerText !== null;
  return (
    <div className="flex flex-col gap-4" data-claim-status={claim.status}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <dl className="flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="text-xs text-muted">{t('rental.claim.facts.reason')}</dt>
            <dd className="mt-0.5 flex items-center gap-1.5 font-semibold text-ink">
              <Icon className="size-4 text-primary-700" aria-hidden="true" />
              {t(`rental.claim.reasons.${claim.reason}`)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t('rental.claim.facts.amount')}</dt>
            <dd className="mt-0.5 font-semibold tabular-nums text-ink" data-testid="claim-amount">
              {formatHalalas(claim.amount, language)}
            </dd>
          </div>
        </dl>
        <Badge variant={STATUS_LOOK[claim.status]}>{t(`rental.claim.status.${claim.status}`)}</Badge>
      </div>
      <div className={cn('grid gap-4', answered && 'md:grid-cols-2')}>
        <PartyWords
          heading={t('rental.claim.ownerWords')}
          text={claim.description}
          note={t('rental.claim.facts.madeOn', { date: formatMoment(claim.createdAt, language) })}
          testId="claim-words"
        >
          <PhotoStrip photos={claim.photos} of="claim" />
        </PartyWords>
        {answered && (
          <PartyWords
            heading={t('rental.claim.renterWords')}
            text={claim.answerText ?? ''}
            note={
              claim.disputedAt &&
              t('rental.claim.disputedOn', { date: formatMoment(claim.disputedAt, language) })
            }
            testId="claim-answer-words"
          >
            <PhotoStrip photos={claim.answerPhotos} of="answer" />
          </PartyWords>
        )}
      </div>
      <ClaimStatus booking={booking} claim={claim} side={side} />
    </div>
  );
}
