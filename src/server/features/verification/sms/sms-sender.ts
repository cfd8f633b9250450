/**
 * Text messages to a member's mobile (docs/sms-and-wathq-sandboxes.md): one-time codes, sent through
 * an SMS gateway (Taqnyat: taqnyat-client.ts; in development, tests and the demo, its sandbox).
 * What could not be asked (a network error, a timeout, 429, 5xx) is `unavailable` and may be tried
 * again; what the gateway turned down (any other 4xx) is `refused`, and sending it again would not help.
 */

export interface SmsSender {
  /** `to` in E.164 (`+9665XXXXXXXX`); `body` holds a one-time code, so nothing logs it. */
  send(input: { to: string; body: string }): Promise<{ messageId: string }>;
}

export type SmsErrorKind = 'refused' | 'unavailable';

export class SmsError extends Error {
  constructor(
    readonly kind: SmsErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}
