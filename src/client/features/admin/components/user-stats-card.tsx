import type { AdminUserDetail } from '@shared/api-types';
import { formatMoney, formatNumber } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatRatingFixed } from '../admin-format';
import { Card } from './detail-card';

export function StatsCard({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const rows: [string, string][] = [
    [t('admin.user.stats.rating'), formatRatingFixed(user.rating, language)],
    [t('admin.user.stats.reviews'), number(user.totalReviews)],
    [t('admin.user.stats.admin'), user.isAdmin ? t('admin.common.yes') : t('admin.common.no')],
    [t('admin.user.stats.listings'), number(user.stats.listings)],
    [t('admin.user.stats.activeListings'), number(user.stats.activeListings)],
    [t('admin.user.stats.bookingsAsRenter'), number(user.stats.bookingsAsRenter)],
    [t('admin.user.stats.bookingsAsOwner'), number(user.stats.bookingsAsOwner)],
    [t('admin.user.stats.completedAsOwner'), number(user.stats.completedAsOwner)],
    [t('admin.user.stats.earnedAsOwner'), formatMoney(user.stats.earnedAsOwner, language)],
  ];
  return (
    <Card id="stats-heading" title={t('admin.user.statistics')}>
      <dl className="divide-y divide-line">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
