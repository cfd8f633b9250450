import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { clockText, minutesLeftOf, msUntil } from '../verification-time';
import { useNow } from './use-now';

/**
 * The time left until `until`, as mm:ss ticking each second. The clock itself is a timer that screen
 * readers do not read out (aria-live off); a polite live region says the whole minutes left when they
 * change, so a listener hears "about 2 minutes left" once a minute, not every second.
 */
export function LiveCountdown({
  until,
  label,
  className,
}: {
  until: string;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const now = useNow(true);
  const left = msUntil(until, now);

  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Clock className="size-5 shrink-0" aria-hidden="true" />
      <span className="text-sm">{label}</span>
      <span role="timer" aria-live="off" dir="ltr" className="text-lg font-bold tabular-nums">
        {clockText(left, language)}
      </span>
      {/* Its text changes once a minute, so that is when it is read. */}
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {t('verification.minutesLeft', { count: minutesLeftOf(left) })}
      </span>
    </div>
  );
}
