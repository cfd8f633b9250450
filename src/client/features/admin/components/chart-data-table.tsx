import type { StatsSeries } from '@shared/api-types';
import type { StatsInterval } from '@shared/constants';
import { formatDay, formatMoney, formatNumber } from '@shared/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../../components/ui/table';
import { useLanguage } from '../../../i18n/use-language';
import type { StatsRange } from '../stats-range';

/**
 * The chart's numbers as a table: hidden until asked for, but always there for screen readers.
 */
export function ChartDataTable({
  id,
  shown,
  range,
  interval,
  points,
}: {
  id: string;
  shown: boolean;
  range: StatsRange;
  interval: StatsInterval;
  points: StatsSeries['points'];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const captionId = useId();
  return (
    // Shown, it scrolls: focusable so the keyboard can scroll it, and named by its caption.
    <div
      id={id}
      className={shown ? 'mt-4 max-h-96 overflow-y-auto rounded-xl ring-1 ring-line' : 'sr-only'}
      {...(shown && { tabIndex: 0, role: 'region', 'aria-labelledby': captionId })}
    >
      <Table frameless>
        <TableCaption id={captionId}>
          {t('admin.dashboard.chart.tableCaption', {
            period: t(`admin.dashboard.chart.periods.d${range}`),
          })}
        </TableCaption>
        <THead>
          <Tr>
            <Th>
              {interval === 'week'
                ? t('admin.dashboard.chart.weekColumn')
                : t('admin.dashboard.chart.dayColumn')}
            </Th>
            <Th numeric>{t('admin.dashboard.chart.bookings')}</Th>
            <Th numeric>{t('admin.dashboard.chart.revenue')}</Th>
          </Tr>
        </THead>
        <TBody>
          {points.map((point) => (
            <Tr key={point.date}>
              <Td className="whitespace-nowrap">
                {formatDay(point.date, language, { weekday: interval === 'day' })}
              </Td>
              <Td numeric>{formatNumber(point.bookings, language)}</Td>
              <Td numeric>{formatMoney(point.revenue, language)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </div>
  );
}
