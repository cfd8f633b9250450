/** A booking's ledger transactions, oldest first: each entry on its own line, debits and credits apart. */
import type { LedgerTransactionView } from '@shared/api-types';
import { useTranslation } from 'react-i18next';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../../components/ui/table';
import { Card } from './detail-card';
import { Amount, When } from './money-parts';

export function LedgerCard({ ledger }: { ledger: LedgerTransactionView[] }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`admin.money.booking.ledger.${key}`);
  return (
    <Card id="money-ledger" title={t('admin.money.booking.sections.ledger')}>
      {ledger.length === 0 ? (
        <p className="text-sm text-muted">{k('none')}</p>
      ) : (
        <div className="-mx-5 overflow-x-auto sm:-mx-6">
          <Table frameless>
            <TableCaption>{k('caption')}</TableCaption>
            <THead>
              <Tr>
                <Th>{k('when')}</Th>
                <Th>{k('kind')}</Th>
                <Th>{k('account')}</Th>
                <Th numeric>{k('debit')}</Th>
                <Th numeric>{k('credit')}</Th>
              </Tr>
            </THead>
            <TBody>
              {ledger.flatMap((transaction) =>
                transaction.entries.map((entry, index) => (
                  <Tr
                    key={`${transaction.id}-${index}`}
                    className={index === 0 ? 'border-t-2 border-line' : ''}
                  >
                    <Td className="text-muted">{index === 0 && <When at={transaction.createdAt} />}</Td>
                    <Td>
                      {index === 0 && (
                        <span className="font-medium" title={transaction.key}>
                          {k(`kinds.${transaction.kind}`)}
                        </span>
                      )}
                    </Td>
                    <Td className="whitespace-nowrap">{k(`accounts.${entry.account}`)}</Td>
                    <Td numeric>{entry.amount > 0 && <Amount halalas={entry.amount} />}</Td>
                    <Td numeric>{entry.amount < 0 && <Amount halalas={-entry.amount} />}</Td>
                  </Tr>
                )),
              )}
            </TBody>
          </Table>
        </div>
      )}
    </Card>
  );
}
