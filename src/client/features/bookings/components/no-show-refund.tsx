import type { Booking } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { formatHalalas, formatPercent } from '@shared/format';
import { Coins, ShieldCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { useBookingMoney } from '../api/bookings';
import { QuietRefund, RefundLoading } from './cancel-refund';
import { noShowSplit } from './no-show-split';

const ICON = 'mt-0.5 size-4 shrink-0 text-primary-700';

/**
 * What a renter who did not come gets back, to the halala, and for the owner what they keep
 * (docs/decisions/0060-no-shows.md): the policy's late share of the rental's total, the deposit
 * whole. Said before the owner confirms it (`at` now) and once Ajjir's team decided it (`at` the
 * decision). A booking made before payments has nothing to give back through Ajjir.
 */
export function NoShowRefund({ booking, side, at }: { booking: Booking; side: BookingActor; at?: Date }) {
  const { t } = useTranslation();
  const money = useBookingMoney(booking.id);
  if (money.isPending) return <RefundLoading label={t('bookings.noShow.loading')} />;
  if (money.data && !money.data.payment) {
    return <QuietRefund outside>{t('bookings.noShow.outside')}</QuietRefund>;
  }
  if (money.isError) return <QuietRefund>{t('bookings.noShow.unknown')}</QuietRefund>;
  return <NoShowMoneyLines booking={booking} side={side} at={at} />;
}

function NoShowMoneyLines({ booking, side, at }: { booking: Booking; side: BookingActor; at?: Date }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const split = noShowSplit(booking, at);
  const money = (halalas: number) => formatHalalas(halalas, language);
  const lines: { key: string; icon: ReactNode; text: string }[] = [
    {
      key: 'back',
      icon: <Wallet className={ICON} aria-hidden="true" />,
      text: t(`bookings.noShow.money.${split.refund > 0 ? 'back' : 'none'}.${side}`, {
        amount: money(split.refund),
        total: money(split.total),
        share: formatPercent(split.basisPoints / 100, language),
      }),
    },
  ];
  if (split.deposit > 0) {
    lines.push({
      key: 'deposit',
      icon: <ShieldCheck className={ICON} aria-hidden="true" />,
      text: t('bookings.noShow.money.deposit', { deposit: money(split.deposit) }),
    });
  }
  if (side === 'owner') {
    lines.push({
      key: 'keep',
      icon: <Coins className={ICON} aria-hidden="true" />,
      text: t('bookings.noShow.money.keep', { keep: money(split.keep) }),
    });
  }
  return (
    <ul className="flex flex-col gap-2 rounded-xl bg-canvas px-3.5 py-3" data-testid="no-show-money">
      {lines.map((line) => (
        <li key={line.key} className="flex items-start gap-2 text-sm text-ink/90" data-line={line.key}>
          {line.icon}
          <span>{line.text}</span>
        </li>
      ))}
    </ul>
  );
}
