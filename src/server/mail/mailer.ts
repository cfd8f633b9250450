/**
 * Outgoing e-mail through SMTP_URL (nodemailer). Without SMTP_URL there is no
 * mailer, and features that would mail say so in their answers instead
 * (development and the embedded demo).
 */
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's language, for the Content-Language header. */
  language: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null when SMTP_URL is not set. */
    mailer: Mailer | null;
  }
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send({ language, ...message }) {
      await transport.sendMail({ ...message, headers: { 'Content-Language': language } });
    },
    close: () => transport.close(),
  };
}

export function registerMailer(app: FastifyInstance): void {
  const mailer = app.config.smtpUrl ? createMailer(app.config.smtpUrl, app.config.mailFrom) : null;
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer?.close());
}

/** Escapes text for an HTML e-mail body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
