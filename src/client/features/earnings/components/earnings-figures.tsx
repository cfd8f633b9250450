import type { Earnings } from '@shared/api-types';
import { Banknote, Hourglass, Landmark, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatHalalaAmount } from '../../../lib/money';

const FIGURES = [
  { key: 'pending', icon: Hourglass },
  { key: 'available', icon: Banknote },
  { key: 'inTransit', icon: Send },
  { key: 'paidOut', icon: Landmark },
] as const;

/** The four figures: held until rentals end, available, on its way, paid out. */
export function EarningsFigures({ earnings }: { earnings: Earnings }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <dl aria-label={t('earnings.figures.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {FIGURES.map(({ key, icon: Icon }) => (
        <div
          key={key}
          className={
            key === 'available'
              ? 'rounded-2xl bg-primary-700 p-4 text-white shadow-card'
              : 'rounded-2xl bg-surface p-4 shadow-card ring-1 ring-line'
          }
        >
          <dt
            className={`flex items-center gap-2 text-sm ${key === 'available' ? 'text-primary-50' : 'text-muted'}`}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {t(`earnings.figures.${key}`)}
          </dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">
            {formatHalalaAmount(earnings[key], language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
