import { formatNumber } from '@shared/format';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';

/** A count beside a heading or a tab, in the page's digits; `attention` for things waiting on the user. */
export function CountPill({
  count,
  attention = false,
  className,
}: {
  count: number;
  attention?: boolean;
  className?: string;
}) {
  const { language } = useLanguage();
  return (
    <span
      className={cn(
        'inline-grid h-6 min-w-6 place-items-center rounded-full px-1.5 text-xs font-semibold leading-none',
        attention
          ? 'bg-warning-50 text-warning-700 ring-1 ring-warning-700/20'
          : 'bg-canvas text-muted ring-1 ring-line',
        className,
      )}
    >
      {formatNumber(count, language)}
    </span>
  );
}
