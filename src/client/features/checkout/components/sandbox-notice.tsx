import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The sandbox's documented test details (docs/decisions/0044-payments.md, "The gateway"). */
const TEST_DETAILS = [
  { key: 'madaApproved', value: '4201 3201 1111 1010' },
  { key: 'madaDeclined', value: '4201 3200 0001 3020' },
  { key: 'visa', value: '4111 1111 1111 1111' },
  { key: 'mastercard', value: '5421 0801 0100 0000' },
  { key: 'stcApproves', value: '123456' },
  { key: 'stcFails', value: '111111' },
] as const;

/** Shown when payments go to the sandbox: no real money, and what to type on its page. */
export function SandboxNotice() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="sandbox-title"
      className="rounded-2xl border border-dashed border-info-700/40 bg-info-50 p-4 text-sm text-info-700"
    >
      <p id="sandbox-title" className="flex items-center gap-2 font-bold">
        <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
        {t('checkout.sandbox.title')}
      </p>
      <p className="mt-2 text-ink/80">{t('checkout.sandbox.intro')}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {TEST_DETAILS.map(({ key, value }) => (
          <div key={key} className="contents">
            <dt className="text-ink/80">{t(`checkout.sandbox.${key}`)}</dt>
            <dd
              className="whitespace-nowrap font-mono font-semibold text-ink tabular-nums rtl:text-end"
              dir="ltr"
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-ink/80">{t('checkout.sandbox.rest')}</p>
    </aside>
  );
}
