/**
 * Paying for a booking in API tests as a renter would: the app's checkout, the sandbox's hosted
 * page (card and 3-D Secure, or STC Pay) over HTTP, then the return to the app, which asks the
 * gateway. Nothing here marks anything paid: only the gateway's answer does.
 */
import type { Booking, PaymentRefresh } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { type Payer, payOnPage } from '../../sandboxes/moyasar/sandbox.test-helpers';
import { SESSION_COOKIE } from '../features/auth/sessions';
import { createItem } from './fixtures';
import type { TestApp } from './test-app';

/** Moyasar's documented test cards (docs/payments-sandbox.md). */
export const TEST_CARDS = {
  madaApproved: '4201320111111010',
  madaDeclined: '4201320000013020',
  visa: '4111111111111111',
  mastercard: '5421080101000000',
} as const;

export const card = (number: string, decision: 'approve' | 'fail' = 'approve'): Payer => ({
  method: 'creditcard',
  number,
  decision,
});

const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });

/** The hosted payment page's address for the renter's unpaid booking. */
export async function checkoutUrl(t: TestApp, bookingId: string, cookie: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/checkout`,
    ...as(cookie),
  });
  if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
  return res.json<{ url: string }>().url;
}

/** Back from the gateway: the app asks it about the payment. */
export async function refreshPayment(t: TestApp, bookingId: string, cookie: string): Promise<PaymentRefresh> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/payment/refresh`,
    ...as(cookie),
  });
  if (res.statusCode !== 200) throw new Error(`refresh answered ${res.statusCode}: ${res.body}`);
  return res.json<PaymentRefresh>();
}

/** Checkout, the hosted page with `payer` (the approved mada card unless told), and the return. */
export async function payForBooking(
  t: TestApp,
  bookingId: string,
  cookie: string,
  payer: Payer = card(TEST_CARDS.madaApproved),
): Promise<PaymentRefresh> {
  const url = await checkoutUrl(t, bookingId, cookie);
  await payOnPage(url, payer, t.sandbox.url);
  return refreshPayment(t, bookingId, cookie);
}

/** A request made and paid as the renter would: the booking as it stands after payment. */
export async function requestAndPay(
  t: TestApp,
  cookie: string,
  body: Record<string, unknown>,
): Promise<Booking> {
  const res = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: body, ...as(cookie) });
  if (res.statusCode !== 201) throw new Error(`request answered ${res.statusCode}: ${res.body}`);
  const id = res.json<Booking>().id;
  await payForBooking(t, id, cookie);
  const after = await t.app.inject({ url: `/api/bookings/${id}`, ...as(cookie) });
  return after.json<Booking>();
}

/**
 * A renter's request, unpaid, for two days from `startInDays` of a new item of the owner's at
 * 150 SAR a day (under `item`'s other settings).
 */
export async function requestForNewItem(
  t: TestApp,
  people: { ownerId: string; renterCookie: string },
  startInDays: number,
  item: Parameters<typeof createItem>[2] = {},
): Promise<Booking> {
  const created = await createItem(t.database.db, people.ownerId, { dailyRate: '150.00', ...item });
  const start = addDays(todayInRiyadh(), startInDays);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { itemId: created.id, startDate: start, endDate: addDays(start, 2) },
    ...as(people.renterCookie),
  });
  if (res.statusCode !== 201) throw new Error(`request answered ${res.statusCode}: ${res.body}`);
  return res.json<Booking>();
}
