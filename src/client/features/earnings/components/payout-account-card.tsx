import type { PayoutAccount } from '@shared/api-types';
import { formatDate } from '@shared/format';
import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../i18n/use-language';
import { PayoutAccountForm } from './payout-account-form';

/** The account payouts go to (its IBAN masked), with a way to add or change it. */
export function PayoutAccountCard({ account }: { account: PayoutAccount | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [editing, setEditing] = useState(false);
  return (
    <FormCard
      icon={Landmark}
      title={t('earnings.account.title')}
      description={t('earnings.account.description')}
    >
      {editing ? (
        <PayoutAccountForm holderName={account?.holderName} onDone={() => setEditing(false)} />
      ) : account ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
          <div className="grid gap-3">
            <dl className="grid gap-3">
              <div>
                <dt className="text-sm text-muted">{t('earnings.account.iban')}</dt>
                <dd className="whitespace-nowrap font-mono font-semibold rtl:text-end" dir="ltr">
                  {account.ibanMasked}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{t('earnings.account.holder')}</dt>
                <dd className="font-semibold">
                  <bdi>{account.holderName}</bdi>
                </dd>
              </div>
            </dl>
            <p className="text-xs text-muted">
              {t('earnings.account.updated', { date: formatDate(account.updatedAt, language) })}
            </p>
          </div>
          <Button variant="outline" onClick={() => setEditing(true)}>
            {t('earnings.account.change')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted">{t('earnings.account.none')}</p>
          <Button onClick={() => setEditing(true)}>{t('earnings.account.add')}</Button>
        </div>
      )}
    </FormCard>
  );
}
