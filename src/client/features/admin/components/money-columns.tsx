/** What each money table shows, column by column (money-rows.tsx lays them out). */
import type { AdminPaymentRow, AdminPayoutRow, AdminRefundRow } from '@shared/api-types';
import { useTranslation } from 'react-i18next';
import {
  Amount,
  BookingLink,
  PaymentMethod,
  PaymentStatusBadge,
  PersonName,
  RefundReasonText,
  StatusBadge,
  When,
} from './money-parts';
import type { MoneyColumn } from './money-rows';

export function usePaymentColumns(): MoneyColumn<AdminPaymentRow>[] {
  const { t } = useTranslation();
  const h = (key: string) => t(`admin.money.list.columns.${key}`);
  return [
    { key: 'booking', header: h('booking'), cell: (row) => <BookingLink booking={row.booking} /> },
    { key: 'renter', header: h('renter'), cell: (row) => <PersonName person={row.renter} /> },
    { key: 'amount', header: h('amount'), numeric: true, cell: (row) => <Amount halalas={row.amount} /> },
    {
      key: 'refunded',
      header: h('refunded'),
      numeric: true,
      cell: (row) =>
        row.refunded ? <Amount halalas={row.refunded} /> : <span className="text-muted">—</span>,
    },
    {
      key: 'method',
      header: h('method'),
      cell: (row) => <PaymentMethod method={row.method} last4={row.last4} />,
    },
    {
      key: 'status',
      header: h('status'),
      cell: (row) => <PaymentStatusBadge status={row.status} amount={row.amount} refunded={row.refunded} />,
    },
    { key: 'paidAt', header: h('paidAt'), cell: (row) => <When at={row.paidAt} /> },
  ];
}

export function useRefundColumns(): MoneyColumn<AdminRefundRow>[] {
  const { t } = useTranslation();
  const h = (key: string) => t(`admin.money.list.columns.${key}`);
  return [
    { key: 'booking', header: h('booking'), cell: (row) => <BookingLink booking={row.booking} /> },
    { key: 'amount', header: h('amount'), numeric: true, cell: (row) => <Amount halalas={row.amount} /> },
    {
      key: 'reason',
      header: h('reason'),
      cell: (row) => (
        <div className="max-w-xs">
          <RefundReasonText refund={row} />
          {row.note && (
            <p className="mt-1 line-clamp-2 text-xs text-muted" dir="auto">
              {row.note}
            </p>
          )}
        </div>
      ),
    },
    { key: 'actor', header: h('actor'), cell: (row) => <PersonName person={row.actor} /> },
    {
      key: 'status',
      header: h('status'),
      cell: (row) => (
        <div className="max-w-xs">
          <StatusBadge kind="refund" status={row.status} />
          {row.status === 'owed' && row.lastError && (
            <p className="mt-1 line-clamp-2 text-xs text-warning-700" dir="auto">
              {t('admin.money.list.waiting', { error: row.lastError })}
            </p>
          )}
        </div>
      ),
    },
    { key: 'createdAt', header: h('createdAt'), cell: (row) => <When at={row.createdAt} /> },
    { key: 'doneAt', header: h('doneAt'), cell: (row) => <When at={row.doneAt} /> },
  ];
}

export function usePayoutColumns(): MoneyColumn<AdminPayoutRow>[] {
  const { t } = useTranslation();
  const h = (key: string) => t(`admin.money.list.columns.${key}`);
  return [
    {
      key: 'owner',
      header: h('owner'),
      cell: (row) => (
        <span className="font-medium">
          <PersonName person={row.owner} />
          {row.owner.companyName && (
            <span className="block text-xs text-muted" dir="auto">
              {row.owner.companyName}
            </span>
          )}
        </span>
      ),
    },
    { key: 'amount', header: h('amount'), numeric: true, cell: (row) => <Amount halalas={row.amount} /> },
    { key: 'iban', header: h('iban'), cell: (row) => <span dir="ltr">•••• {row.ibanLast4}</span> },
    {
      key: 'status',
      header: h('status'),
      cell: (row) => (
        <div className="max-w-xs">
          <StatusBadge kind="payout" status={row.status} />
          {row.failureReason && (
            <p className="mt-1 text-xs text-danger-700" dir="auto">
              {row.status === 'returned'
                ? t('admin.money.list.returned', { reason: row.failureReason })
                : t('admin.money.list.failure', { reason: row.failureReason })}
            </p>
          )}
        </div>
      ),
    },
    { key: 'requestedAt', header: h('requestedAt'), cell: (row) => <When at={row.createdAt} /> },
    { key: 'updatedAt', header: h('updatedAt'), cell: (row) => <When at={row.updatedAt} /> },
  ];
}
