import { FREE_CANCELLATION_HOURS, MARKETING } from '@shared/constants';
import { formatNumber } from '@shared/format';
import { CalendarX2, Star, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';

/**
 * Three trust points (SPEC section 2). The spec's "secure payments" is left
 * out: Ajjir takes no payments, so it shows the free-cancellation promise instead.
 */
export function TrustPoints() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const points = [
    { key: 'community', icon: UsersRound, values: {} },
    {
      key: 'reviews',
      icon: Star,
      values: {
        rating: formatNumber(MARKETING.averageRating, language, 1),
        count: formatNumber(MARKETING.rentalsCount, language),
      },
    },
    {
      key: 'cancellation',
      icon: CalendarX2,
      values: { hours: formatNumber(FREE_CANCELLATION_HOURS, language) },
    },
  ] as const;
  return (
    <section aria-labelledby="trust-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="trust-heading" className="text-2xl font-bold md:text-3xl">
        {t('home.trust.title')}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {points.map(({ key, icon: Icon, values }) => (
          <li key={key} className="flex gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-sand-100 text-sand-800">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">{t(`home.trust.${key}.title`, values)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{t(`home.trust.${key}.body`, values)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
