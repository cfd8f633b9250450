/** Small pieces the money screens share: amounts, status badges, moments, a booking's link. */
import type { AdminRefundRow } from '@shared/api-types';
import type { PaymentStatus, PayoutStatus, RefundStatus } from '@shared/constants';
import { formatHalalas } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../admin-format';

export function Amount({ halalas, className }: { halalas: number; className?: string }) {
  const { language } = useLanguage();
  return (
    <span className={className ?? 'whitespace-nowrap tabular-nums'}>{formatHalalas(halalas, language)}</span>
  );
}

const PAYMENT_VARIANT: Record<PaymentStatus, BadgeVariant> = {
  open: 'muted',
  paid: 'success',
  failed: 'danger',
  refunded: 'berry',
};
const REFUND_VARIANT: Record<RefundStatus, BadgeVariant> = { owed: 'warning', done: 'success' };
const PAYOUT_VARIANT: Record<PayoutStatus, BadgeVariant> = {
  requested: 'muted',
  sent: 'info',
  paid: 'success',
  failed: 'danger',
  returned: 'danger',
};

type StatusOf =
  | { kind: 'payment'; status: PaymentStatus }
  | { kind: 'refund'; status: RefundStatus }
  | { kind: 'payout'; status: PayoutStatus };

/** A payment's, refund's or payout's status in words, coloured by what it means. */
export function StatusBadge(props: StatusOf) {
  const { t } = useTranslation();
  const variant =
    props.kind === 'payment'
      ? PAYMENT_VARIANT[props.status]
      : props.kind === 'refund'
        ? REFUND_VARIANT[props.status]
        : PAYOUT_VARIANT[props.status];
  return <Badge variant={variant}>{t(`admin.money.status.${props.kind}.${props.status}`)}</Badge>;
}

/** A payment's status; a payment refunded in part, with money left, reads "partly refunded". */
export function PaymentStatusBadge(props: { status: PaymentStatus; amount: number; refunded: number }) {
  const { t } = useTranslation();
  if (props.status === 'refunded' && props.refunded < props.amount) {
    return <Badge variant="warning">{t('admin.money.status.partlyRefunded')}</Badge>;
  }
  return <StatusBadge kind="payment" status={props.status} />;
}

/** Why a refund was made; for a second payment on the same page, that payment's id at the gateway. */
export function RefundReasonText(props: {
  refund: Pick<AdminRefundRow, 'reason' | 'secondPaymentId'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const { refund } = props;
  if (!refund.secondPaymentId) {
    return <p className={props.className}>{t(`admin.money.reasons.${refund.reason}`)}</p>;
  }
  return (
    <>
      <p className={props.className}>{t('admin.money.reasons.secondPayment')}</p>
      <code className="break-all text-xs" dir="ltr">
        {refund.secondPaymentId}
      </code>
    </>
  );
}

/** A moment in Riyadh time, or a dash before it happened. */
export function When({ at }: { at: string | null }) {
  const { language } = useLanguage();
  if (!at) return <span className="text-muted">—</span>;
  return (
    <time dateTime={at} className="whitespace-nowrap">
      {formatDateTime(at, language)}
    </time>
  );
}

/** The booking's item, linked to the booking's money. */
export function BookingLink({ booking }: { booking: { id: string; itemTitle: string } }) {
  return (
    <Link
      to={paths.adminBookingMoney(booking.id)}
      className="line-clamp-2 font-medium text-primary-800 underline-offset-2 hover:underline"
      dir="auto"
    >
      {booking.itemTitle}
    </Link>
  );
}

export function PersonName({ person }: { person: { firstName: string; lastName: string } | null }) {
  const { t } = useTranslation();
  if (!person) return <span className="text-muted">{t('admin.money.common.system')}</span>;
  return (
    <span dir="auto" className="whitespace-nowrap">
      {person.firstName} {person.lastName}
    </span>
  );
}

/** How it was paid: the method's name (the gateway's word if it is a new one) and the card's last digits. */
export function PaymentMethod({ method, last4 }: { method: string | null; last4: string | null }) {
  const { t } = useTranslation();
  if (!method) return <span className="text-muted">—</span>;
  return (
    <span className="whitespace-nowrap">
      {t(`admin.money.methods.${method}`, { defaultValue: method })}
      {last4 && (
        <span className="ms-2 text-muted">
          <bdi dir="ltr">{t('admin.money.common.card', { last4 })}</bdi>
        </span>
      )}
    </span>
  );
}
