import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { formatCountdown, msLeft, URGENT_MS } from '../countdown';

/**
 * The time left to pay, ticking each second; calls `onOver` once it reaches zero. The clock is a
 * timer (role) that screen readers do not read out every second; the note says what happens then.
 */
export function TimeLeft({ dueAt, onOver }: { dueAt: string; onOver: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [now, setNow] = useState(() => Date.now());
  const left = msLeft(dueAt, now);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) onOver();
  }, [left, onOver]);

  const urgent = left < URGENT_MS;
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-2xl px-4 py-3 ring-1',
        urgent
          ? 'bg-warning-50 text-warning-700 ring-warning-700/20'
          : 'bg-primary-50 text-primary-900 ring-primary-700/15',
      )}
    >
      <Clock className="size-6 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 font-semibold">
          {t('checkout.timer.label')}
          <span role="timer" aria-live="off" className="text-xl font-bold tabular-nums" dir="ltr">
            {formatCountdown(left, language)}
          </span>
        </p>
        <p className="text-sm opacity-90">{t('checkout.timer.note')}</p>
      </div>
    </div>
  );
}
