import { useTranslation } from 'react-i18next';

const METHODS = ['mada', 'visa', 'mastercard', 'applePay', 'stcPay'] as const;

/** The ways the payment page takes, as text badges (no outside images: docs/decisions/0044-payments.md). */
export function PaymentMethods() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-medium text-muted">{t('checkout.methods.label')}</p>
      <ul className="flex flex-wrap gap-1.5">
        {METHODS.map((method) => (
          <li
            key={method}
            className="rounded-md border border-line bg-surface px-2 py-0.5 text-xs font-bold tracking-wide text-ink"
          >
            {t(`checkout.methods.${method}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
