import type { Booking } from '@shared/api-types';
import { formatHalalas } from '@shared/format';
import { CircleAlert, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
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
const QUIET = 'rounded-xl bg-canvas px-3.5 py-3 text-sm';

/**
 * What a renter gets back if they cancel now, to the halala: the server's own figure
 * (GET /api/bookings/{id}/money, `cancelRefund`, by the listing's policy), never one worked out here.
 */
export function CancelRefund({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useBookingMoney(booking.id);

  if (money.isPending) return <RefundLoading className={BOX} />;
  // Made before payments: its money changed hands between the two, so nothing comes back through Ajjir.
  if (money.data && !money.data.payment) {
    return (
      <QuietRefund className={BOX} outside>
        {t('bookings.refund.outside')}
      </QuietRefund>
    );
  }
  const refund = money.data?.cancelRefund;
  if (!refund) return <QuietRefund className={BOX}>{t('bookings.refund.unknown')}</QuietRefund>;
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

/** Waiting for the booking's money, to say what comes back: a line's worth of skeleton. */
export function RefundLoading({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn(QUIET, className)} role="status" aria-busy="true">
      <Skeleton className="h-4 w-3/4" />
      <span className="sr-only">{label ?? t('bookings.refund.loading')}</span>
    </div>
  );
}

/** What comes back, said without figures: booked before payments (`outside`), or not worked out. */
export function QuietRefund({
  className,
  outside = false,
  children,
}: {
  className?: string;
  outside?: boolean;
  children: ReactNode;
}) {
  return (
    <p className={cn(QUIET, 'text-muted', className)} data-refund={outside ? 'outside' : undefined}>
      {children}
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
