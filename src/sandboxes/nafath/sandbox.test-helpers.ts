/**
 * For tests of the Nafath sandbox and of the client that talks to it: the "phone" page used as a
 * browser without scripts uses it (open, read its forms, POST one, follow the redirect), a callback
 * receiver, and a bounded wait.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PhoneForm {
  action: string;
  /** Its hidden fields. */
  fields: Record<string, string>;
  /** Its submit buttons' names and values. */
  buttons: { name: string; value: string }[];
}

const unescapeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The page's POST forms, their actions made absolute. */
export function formsOf(html: string, pageUrl: string): PhoneForm[] {
  return [...html.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)].map(
    ([, action, inner]) => ({
      action: new URL(unescapeHtml(action ?? ''), pageUrl).toString(),
      fields: Object.fromEntries(
        [...(inner ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
          ([, name, value]) => [name, unescapeHtml(value ?? '')],
        ),
      ),
      buttons: [...(inner ?? '').matchAll(/<button[^>]* type="submit" name="([^"]+)" value="([^"]*)">/g)].map(
        ([, name, value]) => ({ name: name ?? '', value: unescapeHtml(value ?? '') }),
      ),
    }),
  );
}

/** POSTs a form as a browser does, without following where it leads. */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Where a redirect leads; fails the test when the answer is not one. */
export function locationOf(response: Response): string {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) {
    throw new Error(`Expected a redirect, got ${response.status}`);
  }
  return new URL(location, response.url).toString();
}

/** The phone's page for a national ID: its address and HTML. */
export async function openPhone(sandboxUrl: string, nationalId: string, lang = 'ar') {
  const url = `${sandboxUrl}/app?${new URLSearchParams({ lang, id: nationalId })}`;
  const response = await fetch(url);
  return { url, status: response.status, html: await response.text(), headers: response.headers };
}

/**
 * The person on the phone: opens the page for the ID, presses the button with this number (or
 * "reject"), and follows the redirect back; the page it lands on.
 */
export async function answerOnPhone(sandboxUrl: string, nationalId: string, press: string | 'reject') {
  const page = await openPhone(sandboxUrl, nationalId);
  const forms = formsOf(page.html, page.url);
  const name = press === 'reject' ? 'decision' : 'number';
  const form = forms.find((each) =>
    each.buttons.some((button) => button.name === name && button.value === press),
  );
  if (!form) throw new Error(`No button ${press} on the phone for this ID`);
  const posted = await postForm(form.action, { ...form.fields, [name]: press });
  const landing = locationOf(posted);
  const response = await fetch(landing);
  return { posted, url: landing, html: await response.text() };
}

export interface CallbackReceiver {
  url: string;
  bodies: unknown[];
  /** Statuses to answer, in order, before answering 200. */
  failWith(statuses: number[]): void;
  close(): Promise<void>;
}

async function jsonOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** A local HTTP server that keeps every JSON body POSTed to it. */
export async function startCallbackReceiver(): Promise<CallbackReceiver> {
  const bodies: unknown[] = [];
  let failures: number[] = [];
  const server = createServer((request, response) => {
    void jsonOf(request).then((body) => {
      bodies.push(body);
      response.statusCode = failures.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/verification/nafath/callback`,
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

type Probed<T> = T | null | undefined | false;

/** The first truthy value `probe` gives, tried every 10 ms for up to `timeoutMs`. */
export async function until<T>(probe: () => Probed<T> | Promise<Probed<T>>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
