import type { AdminPayoutReviews } from '@shared/api-types';
import { formatMoment } from '@shared/format';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useLanguage } from '../../../i18n/use-language';
import { useAdminPayoutReviews } from '../api/admin-payouts';

/**
 * Above the payouts tab: the bank accounts that wait for an administrator before anything is paid
 * into them (a holder's name unlike the account's, an IBAN another account uses; docs/decisions/
 * 0048-payout-security.md), oldest first, each leading to the owner's page where it is approved.
 * Nothing shows when none waits.
 */
export function PayoutReviewsPanel() {
  const { t } = useTranslation();
  const reviews = useAdminPayoutReviews();
  if (reviews.isPending) return null;
  if (reviews.isError) {
    return (
      <p role="alert" className="mb-4 text-danger-700">
        {t('admin.payouts.reviews.loadError')}
      </p>
    );
  }
  if (reviews.data.length === 0) return null;
  return (
    <section
      aria-labelledby="payout-reviews-title"
      className="mb-6 rounded-xl border border-warning-700/25 bg-warning-50 p-4"
    >
      <h2 id="payout-reviews-title" className="flex items-center gap-2 font-semibold text-warning-700">
        <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
        {t('admin.payouts.reviews.title')}
      </h2>
      <p className="mt-1 text-sm text-warning-700">{t('admin.payouts.reviews.description')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {reviews.data.map((review) => (
          <ReviewRow key={review.userId} review={review} />
        ))}
      </ul>
    </section>
  );
}

function ReviewRow({ review }: { review: AdminPayoutReviews[number] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg bg-surface p-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <Link
          className="font-semibold text-primary-700 underline"
          to={`${paths.adminUser(review.userId)}#user-payouts`}
          aria-label={`${t('admin.payouts.reviews.open')}: ${review.name}`}
        >
          <bdi>{review.name}</bdi>
        </Link>
        <span className="whitespace-nowrap font-mono text-sm text-muted rtl:text-end" dir="ltr">
          {review.ibanMasked}
        </span>
        <span className="text-sm text-muted">
          <bdi>{review.holderName}</bdi>
        </span>
      </div>
      <div className="flex flex-col gap-0.5 text-sm">
        {review.reviewReasons.map((reason) => (
          <span key={reason}>{t(`admin.payouts.reasons.${reason}`)}</span>
        ))}
        <span className="text-muted">
          {t('admin.payouts.reviews.since', { date: formatMoment(review.ibanSince, language) })}
        </span>
      </div>
    </li>
  );
}
