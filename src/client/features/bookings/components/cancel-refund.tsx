import type { Booking } from '@shared/api-types';
import { formatHalalas } from '@shared/format';
import { CircleAlert, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { useBookingMoney } from '../api/bookings';

type Share = 'all' | 'part' | 'none';

const LOOK: Record<Share, { icon: typeof ShieldCheck; tone: string }> = {
  all: { icon: ShieldCheck, tone: 'bg-success-50 text-success-700' },
  part: { icon: TriangleAlert, tone: 'bg-warning-50 text-warning-700' },
  none: { icon: CircleAlert, tone: 'bg-danger-50 text-danger-700' },
};

// Full width: out of the dialog header's room for the close button.
const BOX = '-me-10 flex items-start gap-2.5 rounded-xl px-3.5 py-3 text-sm font-medium';

/**
 * What a renter gets back if they cancel now, to the halala: the server's own figure
 * (GET /api/bookings/{id}/money, `cancelRefund`, by the listing's policy), never one worked out here.
 */
export function CancelRefund({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useBookingMoney(booking.id);

  if (money.isPending) {
    return (
      <div className={cn(BOX, 'bg-canvas')} role="status" aria-busy="true">
        <Skeleton className="h-4 w-3/4" />
        <span className="sr-only">{t('bookings.refund.loading')}</span>
      </div>
    );
  }
  // Made before payments: its money changed hands between the two, so nothing comes back through Ajjir.
  if (money.data && !money.data.payment) {
    return (
      <p className={cn(BOX, 'bg-canvas text-muted')} data-refund="outside">
        {t('bookings.refund.outside')}
      </p>
    );
  }
  const refund = money.data?.cancelRefund;
  if (!refund) {
    return <p className={cn(BOX, 'bg-canvas text-muted')}>{t('bookings.refund.unknown')}</p>;
  }
  const paid = money.data?.payment?.amount ?? booking.price.total;
  const share: Share = refund.amount === 0 ? 'none' : refund.amount >= paid ? 'all' : 'part';
  const { icon: Icon, tone } = LOOK[share];
  const amount = formatHalalas(refund.amount, language);
  const total = formatHalalas(paid, language);
  return (
    <p className={cn(BOX, tone)} data-refund={share}>
      <Icon className="mt-0.5 size-4.5 shrink-0" aria-hidden="true" />
      <span>
        {share === 'none'
          ? t('bookings.refund.none', { total })
          : share === 'all'
            ? t('bookings.refund.all', { amount })
            : t('bookings.refund.part', { amount, total })}
      </span>
    </p>
  );
}

/** An unpaid request: nothing was charged, so cancelling it costs nothing and gives nothing back. */
export function UnpaidCancel() {
  const { t } = useTranslation();
  return (
    <p className={cn(BOX, LOOK.all.tone)} data-refund="unpaid">
      <ShieldCheck className="mt-0.5 size-4.5 shrink-0" aria-hidden="true" />
      <span>{t('bookings.refund.unpaid')}</span>
    </p>
  );
}
