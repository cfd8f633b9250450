import type { Item } from '@shared/api-types';
import { DEFAULT_VAT_POLICY } from '@shared/money';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PriceLines } from '../../../components/price-lines';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePaymentTerms } from '../../checkout';
import { pricePreview } from './price-preview';

/**
 * What the renter will pay, line by line, by the rule the server charges (price-preview.ts): days ×
 * rate, the owner's discount, Ajjir's service fee and its VAT, the total, then the refundable deposit
 * charged with it and what it is for (docs/decisions/0057-deposits.md). The fee lines wait for the
 * fee rates (GET /api/payments/terms).
 */
export function PriceBreakdown({
  item,
  startDate,
  endDate,
}: {
  item: Item;
  startDate: string;
  endDate: string;
}) {
  const { t } = useTranslation();
  const terms = usePaymentTerms();
  // Before the rates arrive the rental part is already exact: fees do not change it.
  const rates = terms.data ?? {
    serviceFeeBasisPoints: 0,
    commissionBasisPoints: 0,
    vatPolicy: DEFAULT_VAT_POLICY,
  };
  const { price, discountKind } = pricePreview(item, startDate, endDate, rates);
  return (
    <section
      aria-label={t('itemPage.booking.price')}
      aria-busy={terms.isPending || undefined}
      className="rounded-xl bg-canvas p-4 text-sm"
    >
      <PriceLines price={price} view="renter" fees={Boolean(terms.data)} discountKind={discountKind} />
      {terms.isPending && (
        <div className="mt-2.5 flex flex-col gap-2.5">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="mt-1 h-6 w-full" />
        </div>
      )}
      {terms.isError && (
        <p className="mt-2.5 border-t border-line pt-2.5 text-muted">{t('itemPage.booking.feesFailed')}</p>
      )}
      {price.deposit > 0 && (
        <p className="mt-2.5 flex items-start gap-2 rounded-lg bg-surface p-3 text-xs text-muted ring-1 ring-line">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
          {t('deposit.terms')}
        </p>
      )}
    </section>
  );
}
