import type { PayoutBlocker } from '@shared/api-types';
import { todayInRiyadh } from '@shared/bookings';
import { formatHijriDay, formatMoment } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useLanguage } from '../../../i18n/use-language';

/**
 * Why the balance cannot be paid out yet, and when it can (docs/decisions/0048-payout-security.md):
 * a new IBAN's hold with its end in Riyadh time and the Hijri day beside it, the first rental, a
 * review, an administrator's hold, a blocked account, a missing city or mobile number.
 */
export function PayoutHolds({ holds }: { holds: PayoutBlocker[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (holds.length === 0) return null;
  return (
    <Alert title={t('earnings.holds.title')} id="payout-holds">
      <ul className="flex list-disc flex-col gap-1.5 ps-5">
        {holds.map((hold) => (
          <li key={hold.kind}>
            {hold.kind === 'new_iban' && hold.until
              ? t('earnings.holds.new_iban', {
                  date: formatMoment(hold.until, language),
                  hijri: formatHijriDay(todayInRiyadh(new Date(hold.until)), language),
                })
              : t(`earnings.holds.${hold.kind}`)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
