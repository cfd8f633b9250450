import type { Availability } from '@shared/api-types';
import { formatDay } from '@shared/format';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../i18n/use-language';

/** A blocked range of days, with the reason the owner noted. */
export type Blocked = Availability['blocked'][number];

export function BlockedList({ ranges, onRemove }: { ranges: Blocked[]; onRemove: (index: number) => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (ranges.length === 0) return <p className="text-sm text-muted">{t('itemPage.booking.blocked.none')}</p>;
  return (
    <ul
      aria-label={t('itemPage.booking.blocked.listLabel')}
      className="flex flex-col divide-y divide-line rounded-xl ring-1 ring-line"
    >
      {ranges.map((range, index) => {
        const days =
          range.startDate === range.endDate
            ? formatDay(range.startDate, language)
            : t('itemPage.booking.blocked.range', {
                start: formatDay(range.startDate, language),
                end: formatDay(range.endDate, language),
              });
        return (
          <li
            key={`${range.startDate}-${range.endDate}`}
            className="flex items-center justify-between gap-3 px-4 py-2.5"
          >
            <span className="text-sm">
              <span className="font-semibold text-ink">{days}</span>
              {range.reason && <span className="block text-muted">{range.reason}</span>}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('itemPage.booking.blocked.remove', { days })}
              onClick={() => onRemove(index)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
