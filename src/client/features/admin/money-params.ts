/**
 * The money tables keep their tab, filters and page in the address, as the other admin tables do
 * (docs/decisions/0024): /admin/payments?tab=payments|refunds|payouts&status=&from=&to=&booking=&reason=&page=.
 * A filter that does not belong to the tab, or is malformed, is read as none.
 */
import {
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
  type PayoutStatus,
  REFUND_REASONS,
  REFUND_STATUSES,
  type RefundReason,
} from '@shared/constants';
import { pageFromParam, pageWindow, searchOf } from './admin-params';

export const MONEY_TABS = ['payments', 'refunds', 'payouts'] as const;
export type MoneyTab = (typeof MONEY_TABS)[number];

/** The statuses each tab filters by. */
export const STATUSES_OF_TAB: Record<MoneyTab, readonly string[]> = {
  payments: PAYMENT_STATUSES,
  refunds: REFUND_STATUSES,
  payouts: PAYOUT_STATUSES,
};

export interface MoneyListState {
  tab: MoneyTab;
  status?: string;
  /** Riyadh days, both inclusive (payments only). */
  from?: string;
  to?: string;
  /** One booking's payment (payments only). */
  booking?: string;
  reason?: RefundReason;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a word is one of our payouts' statuses (a reconciliation difference's side may be the gateway's). */
export const isPayoutStatus = (value: string): value is PayoutStatus =>
  (PAYOUT_STATUSES as readonly string[]).includes(value);

/** Whether text is a booking id as the API takes it. */
export const isBookingId = (text: string) => UUID.test(text.trim());

const dayOf = (value: string | null) => (value && DAY.test(value) ? value : undefined);
const oneOf = <T extends string>(list: readonly T[], value: string | null) =>
  value && (list as readonly string[]).includes(value) ? (value as T) : undefined;

export function moneyStateFromParams(params: URLSearchParams): MoneyListState {
  const tab = oneOf(MONEY_TABS, params.get('tab')) ?? 'payments';
  const booking = params.get('booking')?.trim();
  return {
    tab,
    status: oneOf(STATUSES_OF_TAB[tab], params.get('status')),
    ...(tab === 'payments' && {
      from: dayOf(params.get('from')),
      to: dayOf(params.get('to')),
      booking: booking && isBookingId(booking) ? booking.toLowerCase() : undefined,
    }),
    ...(tab === 'refunds' && { reason: oneOf(REFUND_REASONS, params.get('reason')) }),
    page: pageFromParam(params.get('page')),
  };
}

/** Leaves out the defaults (the payments tab, page 1), in a stable order. */
export function paramsFromMoneyState(state: MoneyListState): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | number | undefined][] = [
    ['tab', state.tab === 'payments' ? undefined : state.tab],
    ['status', state.status],
    ['from', state.from],
    ['to', state.to],
    ['booking', state.booking],
    ['reason', state.reason],
    ['page', state.page > 1 ? state.page : undefined],
  ];
  for (const [key, value] of entries) if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

/** The href of the money tables in this state. */
export const moneyHref = (state: MoneyListState) => `/admin/payments${searchOf(paramsFromMoneyState(state))}`;

/** The query of the tab's API list for this state. */
export function moneyApiQuery(state: MoneyListState): Record<string, string | number | undefined> {
  const common = { status: state.status, ...pageWindow(state.page) };
  if (state.tab === 'payments') {
    return { ...common, from: state.from, to: state.to, bookingId: state.booking };
  }
  if (state.tab === 'refunds') return { ...common, reason: state.reason };
  return common;
}

/** Whether any filter is set (the empty state then offers to clear them). */
export const isFiltered = (state: MoneyListState) =>
  Boolean(state.status || state.from || state.to || state.booking || state.reason);
