/**
 * Paying in the end-to-end tests, through the payment sandbox the server runs (docs/payments-sandbox.md):
 * in the browser as a renter does (the hosted page, then the 3-D Secure step), or over HTTP for
 * specs that only need a paid booking to start from.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Booking } from '@shared/api-types';
import { expect } from './fixtures';

export const TEST_CARDS = {
  madaApproved: '4201320111111010',
  madaDeclined: '4201320000013020',
  visa: '4111111111111111',
} as const;

const CARD_DETAILS = {
  name: 'Sara Alqahtani',
  month: '12',
  year: String(new Date().getFullYear() + 3),
  cvc: '123',
};

/** On the sandbox's payment page: the card, then the 3-D Secure step approved (or failed). */
export async function payOnSandboxPage(
  page: Page,
  number: string = TEST_CARDS.madaApproved,
  decision: 'approve' | 'fail' = 'approve',
): Promise<void> {
  await page.waitForURL(/\/sandbox\/moyasar\/invoices\//);
  const form = page.locator('form:has(input[name="method"][value="creditcard"])');
  await form.locator('input[name="name"]').fill(CARD_DETAILS.name);
  await form.locator('input[name="number"]').fill(number);
  await form.locator('input[name="month"]').fill(CARD_DETAILS.month);
  await form.locator('input[name="year"]').fill(CARD_DETAILS.year);
  await form.locator('input[name="cvc"]').fill(CARD_DETAILS.cvc);
  await form.locator('button[type="submit"]').click();
  await page.locator(`button[value="${decision}"]`).click();
}

const hidden = /<input type="hidden" name="([^"]+)" value="([^"]*)">/g;

/** The card form's action and hidden fields on the hosted page's HTML. */
function cardFormOf(html: string, pageUrl: string): { action: string; fields: Record<string, string> } {
  for (const [, action, inner] of html.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)) {
    const fields = Object.fromEntries([...(inner ?? '').matchAll(hidden)].map(([, n, v]) => [n, v ?? '']));
    if (fields.method === 'creditcard') {
      return { action: new URL((action ?? '').replaceAll('&amp;', '&'), pageUrl).toString(), fields };
    }
  }
  throw new Error(`No card form on ${pageUrl}`);
}

/** A request made and paid over HTTP with the approved mada card: the booking after payment. */
export async function requestAndPayByApi(
  request: APIRequestContext,
  data: Record<string, unknown>,
): Promise<Booking> {
  const created = await request.post('/api/bookings', { data });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as Booking;
  const checkout = await request.post(`/api/bookings/${id}/checkout`);
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const page = await request.get(url);
  const form = cardFormOf(await page.text(), url);
  const posted = await request.post(form.action, {
    form: { ...form.fields, ...CARD_DETAILS, number: TEST_CARDS.madaApproved },
    maxRedirects: 0,
  });
  const step = new URL(posted.headers().location ?? '', form.action).toString();
  const stepPage = await request.get(step);
  const action = /<form method="post" action="([^"]*)">/.exec(await stepPage.text())?.[1] ?? '';
  await request.post(new URL(action.replaceAll('&amp;', '&'), step).toString(), {
    form: { decision: 'approve' },
    maxRedirects: 0,
  });
  const refreshed = await request.post(`/api/bookings/${id}/payment/refresh`);
  expect(refreshed.status(), await refreshed.text()).toBe(200);
  return (await (await request.get(`/api/bookings/${id}`)).json()) as Booking;
}
