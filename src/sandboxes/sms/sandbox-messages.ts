/**
 * What the SMS sandbox keeps and checks (docs/sms-and-wathq-sandboxes.md): the last messages it
 * "sent", newest first on the way out, and Taqnyat's rules for a send: a JSON body with
 * `recipients` (international digits, without "+" or "00"), `body` and `sender`.
 */
import { saudiMobileE164 } from '@shared/phones';

export interface SandboxSms {
  /** Taqnyat's id for the send (one for all its recipients), as text. */
  messageId: string;
  /** The recipient in E.164 (`+9665XXXXXXXX`). */
  to: string;
  sender: string;
  body: string;
  /** When the sandbox took it, ISO 8601. */
  sentAt: string;
}

/** A request the sandbox turns down, answered in Taqnyat's shape `{ statusCode, message }`. */
export class TaqnyatError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'TaqnyatError';
  }
}

/** Recipients Taqnyat takes in one send, as third-party clients of it bound them. */
const MAX_RECIPIENTS = 1000;
/** International digits as Taqnyat takes them: country code first, no "+" or "00". */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;
const TYPED_INTERNATIONAL = /^(?:\+|00)?([1-9]\d{7,14})$/;

/** A number typed in any usual form as E.164, or null: Saudi mobiles in every form, others with "+" or "00". */
export function phoneOf(typed: string | null | undefined): string | null {
  const saudi = saudiMobileE164(typed);
  if (saudi) return saudi;
  const found = TYPED_INTERNATIONAL.exec((typed ?? '').replace(/[\s\-()]/g, ''));
  return found ? `+${found[1]}` : null;
}

export interface SendRequest {
  recipients: string[];
  body: string;
  sender: string;
}

function textOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new TaqnyatError(400, `${field} is required`);
  return value;
}

/** The send's fields, or a 400 in Taqnyat's shape. */
export function sendRequestOf(body: unknown, senders: readonly string[] | null): SendRequest {
  if (typeof body !== 'object' || body === null) throw new TaqnyatError(400, 'The request body must be JSON');
  const fields = body as Record<string, unknown>;
  const { recipients } = fields;
  if (!Array.isArray(recipients) || recipients.length === 0) {
    throw new TaqnyatError(400, 'recipients is required');
  }
  if (recipients.length > MAX_RECIPIENTS) {
    throw new TaqnyatError(400, `At most ${MAX_RECIPIENTS} recipients in one message`);
  }
  const sender = textOf(fields.sender, 'sender');
  if (senders && !senders.includes(sender)) throw new TaqnyatError(400, 'The sender name is not active');
  return {
    recipients: recipients.map((each) => String(each).trim()),
    body: textOf(fields.body, 'body'),
    sender,
  };
}

/** The recipients Taqnyat would send to, and those it would not. */
export function sortRecipients(recipients: readonly string[]): { accepted: string[]; rejected: string[] } {
  const accepted = recipients.filter((each) => INTERNATIONAL.test(each));
  return { accepted, rejected: recipients.filter((each) => !INTERNATIONAL.test(each)) };
}

/** A list as Taqnyat writes it in its answers: "[966500000000,]". */
export function listed(numbers: readonly string[]): string {
  return numbers.length === 0 ? '[]' : `[${numbers.join(',')},]`;
}

/** GSM-7's basic characters (the common ones: ASCII letters, digits and punctuation, newlines). */
const GSM_BASIC = /^[\n\r\x20-\x7E£¥èéùìòÇØøÅåΔΦΓΛΩΠΨΣΘΞÆæßÉÄÖÑÜ§¿äöñüà]*$/;

/** How many text messages the body takes: 160 GSM-7 characters or 70 UCS-2 ones, less when split. */
export function segmentsOf(body: string): number {
  const [single, part] = GSM_BASIC.test(body) ? [160, 153] : [70, 67];
  const length = [...body].length;
  return length <= single ? 1 : Math.ceil(length / part);
}

/** The last `max` messages, oldest dropped first. */
export function createMessageStore(max: number) {
  const kept: SandboxSms[] = [];
  return {
    add(message: SandboxSms): void {
      kept.push(message);
      if (kept.length > max) kept.splice(0, kept.length - max);
    },
    /** Newest first; to one number (E.164) when given. */
    list(to?: string | null): SandboxSms[] {
      const chosen = to ? kept.filter((message) => message.to === to) : kept;
      return [...chosen].reverse();
    },
    clear(): void {
      kept.length = 0;
    },
  };
}
