/**
 * Text messages through Taqnyat's REST API (docs/sms-and-wathq-sandboxes.md): `POST /v1/messages`
 * with the bearer token, JSON both ways, one recipient in international digits without "+" or "00",
 * and a registered sender name. Taqnyat answers 201 with a `messageId`; a refusal carries its
 * `statusCode` and `message`. Like every client of an outside service, it calls nothing inside a
 * database transaction (docs/decisions/0047-money-architecture.md) and has a time limit.
 *
 * The message's body holds a one-time code: it goes in the request and nowhere else (no log, no
 * error message).
 */
import { saudiMobileE164 } from '@shared/phones';
import { z } from 'zod';
import { assertOutsideTransaction } from '../../../db/transaction-scope';
import { SmsError, type SmsSender } from './sms-sender';

export interface TaqnyatSenderOptions {
  /** `https://api.taqnyat.sa`, or the sandbox's address; the client adds `/v1/messages`. */
  apiUrl: string;
  /** The bearer token made in Taqnyat's dashboard. */
  token: string;
  /** A sender name registered with Taqnyat (transactional, for one-time codes). */
  sender: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const SEND_PATH = '/v1/messages';

/**
 * Taqnyat's answer to a send: its examples give `messageId` as a number, read here as text.
 * `rejected` lists the numbers it would not send to ("[966…,]" in its examples).
 */
const sentAnswer = z.object({
  statusCode: z.number().optional(),
  messageId: z.union([z.string().min(1), z.number()]).transform(String),
  rejected: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).optional(),
  message: z.string().optional(),
});

const errorAnswer = z.object({ statusCode: z.number().optional(), message: z.string().optional() });

const E164 = /^\+[1-9]\d{7,14}$/;

/** The number as Taqnyat takes it: international digits, without "+" or "00". */
function recipientOf(to: string): string {
  const e164 = saudiMobileE164(to) ?? to.trim();
  if (!E164.test(e164)) throw new SmsError('refused', 'The recipient is not a mobile number in E.164');
  return e164.slice(1);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** An answer other than a send: 4xx but 429 says the request itself was wrong; anything else may pass later. */
function errorOfAnswer(status: number, text: string): SmsError {
  const body = errorAnswer.safeParse(parsed(text)).data ?? {};
  const refused = status >= 400 && status < 500 && status !== 429;
  const words = body.message ? `: ${body.message}` : '';
  return new SmsError(refused ? 'refused' : 'unavailable', `Taqnyat answered ${status}${words}`, status);
}

function errorOfFailure(error: unknown, timeoutMs: number): SmsError {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  const why = timedOut
    ? `no answer within ${timeoutMs} ms`
    : error instanceof Error
      ? error.message
      : 'unknown';
  return new SmsError('unavailable', `Taqnyat could not be reached: ${why}`);
}

/** Whether Taqnyat's list of rejected numbers names this one. */
function rejects(rejected: string | (string | number)[] | undefined, recipient: string): boolean {
  if (rejected === undefined) return false;
  const listed = typeof rejected === 'string' ? (rejected.match(/\d+/g) ?? []) : rejected.map(String);
  return listed.includes(recipient);
}

/**
 * A 2xx answer as a sent message. One that does not read is `unavailable`: the message may have
 * gone, and the caller may send another code. Taqnyat repeats the status in the body; an error
 * status there is read as the answer's own.
 */
function sentOf(status: number, text: string, recipient: string): { messageId: string } {
  const json = parsed(text);
  const body = sentAnswer.safeParse(json);
  const inner = errorAnswer.safeParse(json).data?.statusCode;
  if (inner !== undefined && inner >= 400) throw errorOfAnswer(inner, text);
  if (!body.success)
    throw new SmsError('unavailable', `Taqnyat answered ${status} with an unexpected body`, status);
  if (rejects(body.data.rejected, recipient)) {
    throw new SmsError('refused', 'Taqnyat rejected the recipient', status);
  }
  return { messageId: body.data.messageId };
}

export function createTaqnyatSender(options: TaqnyatSenderOptions): SmsSender {
  const { apiUrl, token, sender, timeoutMs = 15_000, fetch = globalThis.fetch } = options;
  const url = `${apiUrl.replace(/\/+$/, '')}${SEND_PATH}`;

  async function post(recipient: string, body: string): Promise<{ status: number; text: string }> {
    assertOutsideTransaction(`Taqnyat POST ${SEND_PATH}`);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ recipients: [recipient], body, sender }),
        // A redirect is not one of Taqnyat's answers; it is reported, not followed with the token.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      throw errorOfFailure(error, timeoutMs);
    }
  }

  return {
    send: async ({ to, body }) => {
      const recipient = recipientOf(to);
      const { status, text } = await post(recipient, body);
      if (status < 200 || status >= 300) throw errorOfAnswer(status, text);
      return sentOf(status, text, recipient);
    },
  };
}
