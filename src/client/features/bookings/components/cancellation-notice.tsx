import type { Booking } from '@shared/api-types';
import { FREE_CANCELLATION_HOURS } from '@shared/constants';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { cancellationKind } from '../booking-lists';

/** Free or late: what cancelling now counts as (the server marks it the same way). */
export function CancellationNotice({ booking, name }: { booking: Booking; name: string }) {
  const { t } = useTranslation();
  const kind = cancellationKind(booking);
  const late = kind === 'late';
  const Icon = late ? TriangleAlert : ShieldCheck;
  const text =
    kind === 'freeRequest'
      ? t('bookings.dialog.renterCancel.freeRequest', { name })
      : late
        ? t('bookings.dialog.renterCancel.late', { count: FREE_CANCELLATION_HOURS })
        : t('bookings.dialog.renterCancel.free', { count: FREE_CANCELLATION_HOURS });
  return (
    <p
      data-cancellation={kind}
      className={cn(
        // Full width: out of the header's room for the close button.
        '-me-10 flex items-start gap-2.5 rounded-xl px-3.5 py-3 text-sm font-medium',
        late ? 'bg-warning-50 text-warning-700' : 'bg-success-50 text-success-700',
      )}
    >
      <Icon className="mt-0.5 size-4.5 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
