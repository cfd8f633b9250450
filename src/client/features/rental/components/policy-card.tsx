import type { Booking } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { CANCELLATION_RULES, policyDeadline } from '@shared/cancellation';
import type { CancellationPolicy } from '@shared/constants';
import { formatDeadline } from '@shared/format';
import type { TFunction } from 'i18next';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { Card } from './card';

/** Statuses a renter can still cancel from, or pay for: the deadline still matters to them. */
const OPEN = new Set<Booking['status']>(['awaiting_payment', 'pending', 'confirmed']);

const shareOf = (basisPoints: number) => (basisPoints >= 10_000 ? 'full' : basisPoints > 0 ? 'half' : 'none');

/** "Full refund until 24 hours before pickup, then half", from the policy's own numbers. */
export function policyRuleText(policy: CancellationPolicy, t: TFunction): string {
  const rule = CANCELLATION_RULES[policy];
  const period =
    rule.hoursBefore >= 48 && rule.hoursBefore % 24 === 0
      ? t('rental.policy.days', { count: rule.hoursBefore / 24 })
      : t('rental.policy.hours', { count: rule.hoursBefore });
  return rule.before === 10_000
    ? t('rental.policy.fullThenHalf', { period })
    : t('rental.policy.halfThenNothing', { period });
}

/**
 * The booking's cancellation policy (docs/decisions/0044): its rule in words and, while the
 * booking can still be cancelled, the exact moment (Riyadh time) the better refund ends, or since
 * when the smaller one applies. The other side's cancelling always refunds in full.
 */
export function PolicyCard({
  booking,
  policy,
  side,
  now = new Date(),
}: {
  booking: Booking;
  policy: CancellationPolicy;
  side: BookingActor;
  now?: Date;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rule = CANCELLATION_RULES[policy];
  const deadline = policyDeadline(policy, booking.startDate);
  const date = formatDeadline(deadline, language);
  const before = now.getTime() <= deadline.getTime();
  const deadlineText = before
    ? t(`rental.policy.until.${shareOf(rule.before) === 'full' ? 'full' : 'half'}`, { date })
    : t(`rental.policy.since.${shareOf(rule.after) === 'none' ? 'none' : 'half'}`, { date });
  return (
    <Card title={t('rental.policy.title', { policy: t(`rental.policy.names.${policy}`) })} testId="policy">
      <div className="flex items-start gap-3 text-sm">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden="true" />
        <div className="flex flex-col gap-1.5">
          <p className="text-ink">{policyRuleText(policy, t)}</p>
          {OPEN.has(booking.status) && (
            <p className="font-medium text-ink" data-testid="policy-deadline">
              {deadlineText}
            </p>
          )}
          <p className="text-muted">
            {side === 'renter' ? t('rental.policy.ownerSide') : t('rental.policy.ownerSideOwn')}
          </p>
          {booking.price.deposit > 0 && <p className="text-muted">{t('rental.policy.deposit')}</p>}
        </div>
      </div>
    </Card>
  );
}
