import { systemReasonOf } from '@shared/bookings';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/**
 * Why it was declined or cancelled: the person's own words as they wrote
 * them, or a reason the system gave (another request was accepted) in the
 * reader's language.
 */
export function StatusReason({
  status,
  reason,
  className,
}: {
  status: 'declined' | 'cancelled';
  reason: string;
  className: string;
}) {
  const { t } = useTranslation();
  const system = systemReasonOf(reason);
  const declined = status === 'declined';
  return (
    <div className={cn(className, 'rounded-xl px-4 py-3 text-sm', declined ? 'bg-berry-50' : 'bg-danger-50')}>
      <p className={cn('text-xs font-medium', declined ? 'text-berry-700' : 'text-danger-700')}>
        {t('bookings.card.reason')}
      </p>
      {system ? (
        <p className="mt-1 leading-relaxed text-ink/90">{t(`bookings.systemReasons.${system}`)}</p>
      ) : (
        <p className="mt-1 whitespace-pre-line leading-relaxed text-ink/90" dir="auto">
          {reason}
        </p>
      )}
    </div>
  );
}
