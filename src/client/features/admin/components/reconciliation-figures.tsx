/** The day's figures side by side: Ajjir's books and the gateway's, then the ledger's movement. */
import type { Reconciliation } from '@shared/api-types';
import { LEDGER_ACCOUNT_NAMES } from '@shared/constants';
import { formatNumber } from '@shared/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../../components/ui/table';
import { useLanguage } from '../../../i18n/use-language';
import { Card } from './detail-card';
import { Amount } from './money-parts';

function Figure({ label, count, amount }: { label: string; count?: number; amount: ReactNode }) {
  const { language } = useLanguage();
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-line py-2.5 last:border-0">
      <dt className="text-sm text-muted">
        {label}
        {count !== undefined && (
          <span className="ms-1.5 tabular-nums">({formatNumber(count, language)})</span>
        )}
      </dt>
      <dd className="font-semibold">{amount}</dd>
    </div>
  );
}

export function ReconciliationFigures({ report }: { report: Reconciliation }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const k = (key: string) => t(`admin.money.reconciliation.${key}`);
  const { ours, gateway } = report;
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        <Card id="side-ours" title={k('sides.ours')}>
          <dl>
            <Figure
              label={k('figures.payments')}
              count={ours.payments.count}
              amount={<Amount halalas={ours.payments.amount} />}
            />
            <Figure
              label={k('figures.refunds')}
              count={ours.refunds.count}
              amount={<Amount halalas={ours.refunds.amount} />}
            />
            <Figure
              label={k('figures.payouts')}
              count={ours.payouts.count}
              amount={<Amount halalas={ours.payouts.amount} />}
            />
          </dl>
        </Card>
        <Card id="side-gateway" title={k('sides.gateway')}>
          <dl>
            <Figure
              label={k('figures.payments')}
              count={gateway.payments.count}
              amount={<Amount halalas={gateway.payments.amount} />}
            />
            <Figure label={k('figures.refunded')} amount={<Amount halalas={gateway.refunded} />} />
            <Figure label={k('figures.matched')} amount={formatNumber(report.matched, language)} />
          </dl>
        </Card>
      </div>
      <div className="mt-5">
        <Card id="day-ledger" title={k('ledgerTitle')}>
          <Table>
            <TableCaption>{k('ledgerCaption')}</TableCaption>
            <THead>
              <Tr>
                <Th>{t('admin.money.booking.ledger.account')}</Th>
                <Th numeric>{t('admin.money.booking.ledger.debit')}</Th>
                <Th numeric>{t('admin.money.booking.ledger.credit')}</Th>
              </Tr>
            </THead>
            <TBody>
              {LEDGER_ACCOUNT_NAMES.map((account) => {
                const total = ours.ledger[account] ?? 0;
                return (
                  <Tr key={account}>
                    <Td>{t(`admin.money.booking.ledger.accounts.${account}`)}</Td>
                    <Td numeric>
                      {total > 0 ? <Amount halalas={total} /> : <span className="text-muted">—</span>}
                    </Td>
                    <Td numeric>
                      {total < 0 ? <Amount halalas={-total} /> : <span className="text-muted">—</span>}
                    </Td>
                  </Tr>
                );
              })}
            </TBody>
          </Table>
        </Card>
      </div>
    </>
  );
}
