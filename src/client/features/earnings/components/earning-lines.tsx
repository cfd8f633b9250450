import type { EarningLine } from '@shared/api-types';
import { formatDay } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Badge } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import { formatHalalaAmount } from '../../../lib/money';

/** Each rental's earning: the item, its days, the amount, held or available; each opens its booking. */
export function EarningLines({ lines }: { lines: EarningLine[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby="lines-title"
      className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id="lines-title" className="text-lg font-bold">
        {t('earnings.lines.title')}
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {lines.map((line) => (
          <li key={line.bookingId}>
            <Link
              to={paths.booking(line.bookingId)}
              className="-mx-2 flex items-center justify-between gap-4 rounded-xl px-2 py-3 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <div className="min-w-0">
                <p className="truncate font-semibold">
                  <span dir="auto">{line.itemTitle}</span>
                </p>
                <p className="text-sm text-muted">
                  {t('earnings.lines.dates', {
                    start: formatDay(line.startDate, language),
                    end: formatDay(line.endDate, language),
                  })}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold tabular-nums">
                  {formatHalalaAmount(line.amount, language)}
                </span>
                <Badge variant={line.state === 'available' ? 'success' : 'muted'}>
                  {t(line.state === 'available' ? 'earnings.lines.available' : 'earnings.lines.held')}
                </Badge>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
