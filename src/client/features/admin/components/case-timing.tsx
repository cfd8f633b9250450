/**
 * How long a case on the Disputes screen has waited, and by when it should be decided, in Riyadh's
 * time (a disputed claim: docs/decisions/0058; a no-show: 0060): past it, in the warning colour with
 * its own icon and words, so an overdue case does not rely on colour alone.
 */
import { formatMoment } from '@shared/format';
import { AlarmClock, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { formatWaited } from '../admin-format';

export function CaseTiming({
  since,
  waited,
  decideBy,
  now,
}: {
  /** When the case began to wait; null, its age is not said. */
  since: string | null;
  /** Its age in words, from the duration ("Disputed 4 days ago"). */
  waited: (duration: string) => string;
  decideBy: string | null;
  now: number;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const overdue = decideBy !== null && Date.parse(decideBy) < now;
  const Icon = overdue ? AlarmClock : Clock;
  return (
    <div className="flex flex-col gap-1 text-sm sm:items-end">
      {since && (
        <span className="text-muted">{waited(formatWaited((now - Date.parse(since)) / 1000, language))}</span>
      )}
      {decideBy && (
        <span
          className={cn(
            'inline-flex items-center gap-1.5',
            overdue
              ? 'rounded-full bg-warning-50 px-2.5 py-0.5 font-semibold text-warning-700 ring-1 ring-warning-700/20 ring-inset'
              : 'text-ink',
          )}
          data-overdue={overdue || undefined}
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {t(overdue ? 'admin.disputes.overdue' : 'admin.disputes.decideBy', {
            date: formatMoment(decideBy, language),
          })}
        </span>
      )}
    </div>
  );
}
