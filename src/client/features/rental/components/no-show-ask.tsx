import { OWNER_ANSWER_HOURS } from '@shared/no-shows';
import { PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NoShowFormButton } from './no-show-form-button';

/**
 * The renter, from the pickup day while nothing was handed over: what reporting it does (the owner's
 * time to answer, everything back without one), and the button to report it.
 */
export function NoShowAsk({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-start gap-2 text-sm leading-relaxed text-ink/90">
        <PackageX className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
        <span>
          {t('rental.noShow.ask', { period: t('rental.policy.hours', { count: OWNER_ANSWER_HOURS }) })}
        </span>
      </p>
      <NoShowFormButton bookingId={bookingId} mode="report" label={t('rental.noShow.report')} />
    </div>
  );
}
