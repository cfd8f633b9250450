import { CANCELLATION_RULES } from '@shared/constants';
import { formatNumber } from '@shared/format';
import { CalendarX2, Star, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { useSiteStats } from '../../site';
import { trustFigures } from '../trust-figures';

/**
 * Three trust points (docs/product.md, "Pages"), each true of every listing (docs/decisions/0046):
 * cancelling depends on the listing's policy, so the point says that each shows its policy before
 * paying, and names the condition of free cancellation (the flexible policy's deadline).
 * The rating and the number of rentals are the database's (GET /api/site/stats);
 * until there are enough of them, and while they load, a claim that needs no number.
 */
export function TrustPoints() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const figures = trustFigures(useSiteStats().data);
  const points = [
    { key: 'community', icon: UsersRound, values: {} },
    figures
      ? {
          key: 'reviews',
          icon: Star,
          values: { rating: formatNumber(figures.rating, language, 1), count: figures.rentals },
        }
      : { key: 'mutualReviews', icon: Star, values: {} },
    {
      key: 'cancellation',
      icon: CalendarX2,
      values: { hours: formatNumber(CANCELLATION_RULES.flexible.hoursBefore, language) },
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
