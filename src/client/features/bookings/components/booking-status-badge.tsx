import type { BookingStatus } from '@shared/constants';
import {
  Ban,
  CircleCheck,
  CircleCheckBig,
  CirclePlay,
  CircleX,
  Clock3,
  CreditCard,
  type LucideIcon,
  TimerOff,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/**
 * Status colours (docs/product.md, "Statuses"): confirmed green, active blue, completed
 * grey, cancelled red, pending yellow. Every other status could simply share
 * pending's yellow; a declined request gets a rose of its own (a refusal, not a
 * failure) and an expired one a muted dashed edge (it simply lapsed), so a
 * glance tells the three apart. Each also has an icon, for those who do not
 * tell colours apart.
 */
const LOOK: Record<BookingStatus, { variant: BadgeVariant; icon: LucideIcon }> = {
  awaiting_payment: { variant: 'dashed', icon: CreditCard },
  pending: { variant: 'warning', icon: Clock3 },
  confirmed: { variant: 'success', icon: CircleCheck },
  active: { variant: 'info', icon: CirclePlay },
  completed: { variant: 'muted', icon: CircleCheckBig },
  cancelled: { variant: 'danger', icon: CircleX },
  declined: { variant: 'berry', icon: Ban },
  expired: { variant: 'dashed', icon: TimerOff },
};

export function BookingStatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  const { t } = useTranslation();
  const { variant, icon: Icon } = LOOK[status];
  return (
    <Badge variant={variant} className={cn('gap-1.5', className)} data-status={status}>
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`bookings.status.${status}`)}
    </Badge>
  );
}
