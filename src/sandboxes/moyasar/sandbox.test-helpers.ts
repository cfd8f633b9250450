/**
 * For tests of the sandbox and of the Moyasar client against it: a browser's way through the
 * hosted page (plain HTTP: GET a page, POST its form, follow the redirects), direct API calls,
 * a webhook receiver, and a bounded wait.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Form {
  action: string;
  fields: Record<string, string>;
}

const unescapeHtml = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

/** The page's post forms: their absolute action and hidden fields. */
export function formsOf(html: string, pageUrl: string): Form[] {
  return [...html.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)].map(
    ([, action, inner]) => ({
      action: new URL(unescapeHtml(action ?? ''), pageUrl).toString(),
      fields: Object.fromEntries(
        [...(inner ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
          ([, name, value]) => [name, unescapeHtml(value ?? '')],
        ),
      ),
    }),
  );
}

/** The invoice page's form for one way to pay. */
export function paymentFormOf(html: string, pageUrl: string, method: string): Form {
  const form = formsOf(html, pageUrl).find(({ fields }) => fields.method === method);
  if (!form) throw new Error(`No ${method} form on ${pageUrl}`);
  return form;
}

/** POSTs a form as a browser does, without following where it leads. */
export async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export async function getPage(url: string): Promise<Response> {
  return fetch(url, { redirect: 'manual' });
}

/** Where a redirect leads; fails the test when the answer is not one. */
export function locationOf(response: Response): string {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) {
    throw new Error(`Expected a redirect, got ${response.status}`);
  }
  return new URL(location, response.url).toString();
}

export type Payer =
  | { method: 'creditcard'; number: string; decision?: 'approve' | 'fail'; name?: string }
  | { method: 'stcpay'; mobile: string; otp?: string }
  | { method: 'applepay' };

const CARD_DETAILS = { month: '12', year: String(new Date().getFullYear() + 3), cvc: '123' };

/** The form fields a payer fills in for a way to pay. */
function filledFieldsOf(payer: Payer): Record<string, string> {
  if (payer.method === 'creditcard') {
    return { name: payer.name ?? 'Sara Alqahtani', number: payer.number, ...CARD_DETAILS };
  }
  return payer.method === 'stcpay' ? { mobile: payer.mobile } : {};
}

/** The 3-D Secure or OTP step, answered; where it sends the payer back to. */
export async function passStep(stepUrl: string, payer: Payer): Promise<string> {
  const page = await getPage(stepUrl);
  if (page.status !== 200) return locationOf(page);
  const [form] = formsOf(await page.text(), stepUrl);
  if (!form) throw new Error(`No form on ${stepUrl}`);
  const answer: Record<string, string> =
    payer.method === 'stcpay'
      ? { otp_value: payer.otp ?? '123456' }
      : { decision: (payer.method === 'creditcard' && payer.decision) || 'approve' };
  return locationOf(await postForm(form.action, { ...form.fields, ...answer }));
}

export interface PageVisit {
  /** Where the browser ended: the success address, or the invoice page again. */
  url: string;
  /** The page's HTML when it ended on the sandbox's own page. */
  html: string | null;
}

/** Follows redirects while they stay on the sandbox; stops at the first address elsewhere. */
export async function follow(url: string, sandboxUrl: string): Promise<PageVisit> {
  let current = url;
  for (let hops = 0; hops < 5; hops++) {
    if (!current.startsWith(sandboxUrl)) return { url: current, html: null };
    const response = await getPage(current);
    if (response.status === 200) return { url: current, html: await response.text() };
    current = locationOf(response);
  }
  throw new Error('Too many redirects');
}

/** The invoice page opened and its form sent, as in one browser tab: where it leads (a step, or back). */
export async function submitOnPage(invoiceUrl: string, payer: Payer): Promise<string> {
  const page = await getPage(invoiceUrl);
  const form = paymentFormOf(await page.text(), invoiceUrl, payer.method);
  return locationOf(await postForm(form.action, { ...form.fields, ...filledFieldsOf(payer) }));
}

/** A payer on the invoice page, from opening it to where it finally leads. */
export async function payOnPage(invoiceUrl: string, payer: Payer, sandboxUrl: string): Promise<PageVisit> {
  const next = await submitOnPage(invoiceUrl, payer);
  const isStep = next.includes('/transaction_auths/') || next.includes('/stc_pays/');
  return follow(isStep ? await passStep(next, payer) : next, sandboxUrl);
}

/** A direct call to the sandbox's API with a key (the secret key unless told). */
export async function callApi(
  apiUrl: string,
  key: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> & { [key: string]: unknown } }> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

type Probed<T> = T | null | undefined | false;

/** Resolves with the first truthy value `probe` gives (or resolves to), trying every 10 ms for up to `timeoutMs`. */
export async function until<T>(probe: () => Probed<T> | Promise<Probed<T>>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface WebhookReceiver {
  url: string;
  bodies: unknown[];
  /** Statuses to answer, in order, before answering 200. */
  failWith(statuses: number[]): void;
  close(): Promise<void>;
}

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
};

/** A local HTTP server that keeps every JSON body POSTed to it. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const bodies: unknown[] = [];
  let failures: number[] = [];
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      bodies.push(body);
      response.statusCode = failures.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/moyasar`,
    bodies,
    failWith: (statuses) => {
      failures = [...statuses];
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
