import type { BestSellingRow } from '@shared/api-types';
import { formatDay, formatMoney, formatNumber } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../../components/ui/table';
import { useLanguage } from '../../../i18n/use-language';
import type { DayRange } from '../report-range';

export function BestSellingTable({ rows, range }: { rows: BestSellingRow[]; range: DayRange }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const totalBookings = rows.reduce((sum, row) => sum + row.bookingsCount, 0);
  const totalRevenue = rows.reduce((sum, row) => sum + Math.round(Number(row.totalRevenue) * 100), 0) / 100;
  return (
    <Table>
      <TableCaption>
        {t('admin.reports.bestSelling.caption', {
          start: formatDay(range.startDate, language),
          end: formatDay(range.endDate, language),
        })}
      </TableCaption>
      <THead>
        <Tr>
          <Th numeric className="w-12">
            {t('admin.reports.bestSelling.columns.rank')}
          </Th>
          <Th>{t('admin.reports.bestSelling.columns.listing')}</Th>
          {/* On phones the owner goes under the title and the bookings under the revenue: no sideways scroll. */}
          <Th className="hidden sm:table-cell">{t('admin.reports.bestSelling.columns.owner')}</Th>
          <Th numeric className="hidden sm:table-cell">
            {t('admin.reports.bestSelling.columns.bookings')}
          </Th>
          <Th numeric>{t('admin.reports.bestSelling.columns.revenue')}</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((row, index) => (
          <Tr key={row.item.id}>
            <Td numeric className="text-muted">
              {formatNumber(index + 1, language)}
            </Td>
            <Td className="sm:min-w-48">
              <Link
                to={paths.item(row.item.id)}
                className="font-semibold text-ink underline-offset-2 hover:text-primary-800 hover:underline"
                dir="auto"
              >
                {row.item.title}
              </Link>
              <span className="block text-xs text-muted sm:hidden" dir="auto">
                {row.item.owner.companyName ?? `${row.item.owner.firstName} ${row.item.owner.lastName}`}
              </span>
            </Td>
            <Td className="hidden min-w-36 sm:table-cell">
              <Link
                to={paths.adminUser(row.item.owner.id)}
                className="text-primary-800 underline-offset-2 hover:underline"
                dir="auto"
              >
                {row.item.owner.firstName} {row.item.owner.lastName}
              </Link>
              {row.item.owner.companyName && (
                <span className="block text-xs text-muted" dir="auto">
                  {row.item.owner.companyName}
                </span>
              )}
            </Td>
            <Td numeric className="hidden sm:table-cell">
              {formatNumber(row.bookingsCount, language)}
            </Td>
            <Td numeric className="font-semibold text-ink">
              {formatMoney(row.totalRevenue, language)}
              <span className="block text-xs font-normal text-muted sm:hidden">
                {t('admin.reports.bestSelling.bookingsCount', { count: row.bookingsCount })}
              </span>
            </Td>
          </Tr>
        ))}
      </TBody>
      <tfoot className="border-t-2 border-line bg-canvas/70 font-semibold">
        <Tr>
          <Td />
          <Th scope="row" className="border-b-0">
            {t('admin.reports.bestSelling.total')}
          </Th>
          <Td className="hidden sm:table-cell" />
          <Td numeric className="hidden sm:table-cell">
            {formatNumber(totalBookings, language)}
          </Td>
          <Td numeric>
            {formatMoney(totalRevenue, language)}
            <span className="block text-xs font-normal text-muted sm:hidden">
              {t('admin.reports.bestSelling.bookingsCount', { count: totalBookings })}
            </span>
          </Td>
        </Tr>
      </tfoot>
    </Table>
  );
}
