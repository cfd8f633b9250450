import type { Booking } from '@shared/api-types';
import { formatDeadline } from '@shared/format';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { policyTermsOf } from '../cancellation-terms';

/** The cancellation policy the request was made under, in words, with the day its better refund ends. */
export function PolicyNote({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const policy = booking.cancellationPolicy;
  if (!policy) return null;
  const terms = policyTermsOf(policy, booking.startDate);
  return (
    <section className="flex gap-3 rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <h2 className="font-bold text-base">
          {t('checkout.policy.heading', { policy: t(`checkout.policy.names.${policy}`) })}
        </h2>
        <p className="mt-1">
          {t(`checkout.policy.${terms.key}`, {
            date: terms.deadline && formatDeadline(terms.deadline, language),
          })}
        </p>
        <p className="mt-1 text-muted">{t('checkout.policy.notAccepted')}</p>
        {booking.price.deposit > 0 && <p className="mt-1 text-muted">{t('checkout.policy.deposit')}</p>}
      </div>
    </section>
  );
}
