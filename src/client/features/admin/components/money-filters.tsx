/** The filters of a money table, each one in the address (money-params.ts). */
import { REFUND_REASONS, type RefundReason } from '@shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DigitsInput } from '../../../components/ui/digits-input';
import { Field, Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { isBookingId, type MoneyListState, STATUSES_OF_TAB } from '../money-params';

const ALL = 'all';

export function MoneyFilters({
  state,
  onChange,
}: {
  state: MoneyListState;
  onChange: (changes: Partial<MoneyListState>) => void;
}) {
  const { t } = useTranslation();
  const statuses = STATUSES_OF_TAB[state.tab];
  const kind = state.tab === 'payments' ? 'payment' : state.tab === 'refunds' ? 'refund' : 'payout';
  return (
    <div className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Field label={t('admin.money.common.status')}>
        {(control) => (
          <Select
            value={state.status ?? ALL}
            onValueChange={(status) => onChange({ status: status === ALL ? undefined : status })}
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('admin.money.common.allStatuses')}</SelectItem>
              {statuses.map((status) => (
                <SelectItem key={status} value={status}>
                  {t(`admin.money.status.${kind}.${status}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      {state.tab === 'payments' && <PaymentFilters state={state} onChange={onChange} />}
      {state.tab === 'refunds' && (
        <Field label={t('admin.money.list.reason')}>
          {(control) => (
            <Select
              value={state.reason ?? ALL}
              onValueChange={(reason) =>
                onChange({ reason: reason === ALL ? undefined : (reason as RefundReason) })
              }
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t('admin.money.list.allReasons')}</SelectItem>
                {REFUND_REASONS.map((reason) => (
                  <SelectItem key={reason} value={reason}>
                    {t(`admin.money.reasons.${reason}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
      )}
    </div>
  );
}

function PaymentFilters({ state, onChange }: Parameters<typeof MoneyFilters>[0]) {
  const { t } = useTranslation();
  const [booking, setBooking] = useState(state.booking ?? '');
  const bad = booking.trim() !== '' && !isBookingId(booking);
  return (
    <>
      <Field label={t('admin.money.list.from')}>
        <Input
          type="date"
          value={state.from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </Field>
      <Field label={t('admin.money.list.to')}>
        <Input
          type="date"
          value={state.to ?? ''}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </Field>
      <Field
        label={t('admin.money.list.bookingId')}
        error={bad ? t('admin.money.list.bookingIdInvalid') : undefined}
      >
        <DigitsInput
          dir="ltr"
          inputMode="text"
          value={booking}
          placeholder={t('admin.money.list.bookingIdPlaceholder')}
          onChange={(e) => {
            const text = e.target.value;
            setBooking(text);
            if (text.trim() === '' || isBookingId(text)) onChange({ booking: text.trim() || undefined });
          }}
        />
      </Field>
    </>
  );
}
