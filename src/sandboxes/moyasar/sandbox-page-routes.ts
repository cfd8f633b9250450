/**
 * The routes a payer's browser reaches: the hosted invoice page, which pays by making a payment
 * exactly as `POST /v1/payments` does, and the 3-D Secure and STC Pay steps of a payment.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callbackOf, type SandboxContext, sendPage, textOf } from './sandbox-context';
import {
  closedInvoicePage,
  type InvoicePageInput,
  invoicePage,
  languageOf,
  otpPage,
  resultPage,
  threeDsPage,
} from './sandbox-pages';
import { paymentRequestOf, SandboxError } from './sandbox-requests';
import type { InvoiceRecord, PaymentJson } from './sandbox-store';

type Fields = Record<string, unknown>;
type IdParams = { id: string };

const originOf = (url: string | null) => (url ? new URL(url).origin : null);
const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** Where the payer lands once an invoice is paid; `invoice_id` added, as a convenience of ours. */
function successOf(invoice: InvoiceRecord): string | null {
  if (!invoice.successUrl) return null;
  const url = new URL(invoice.successUrl);
  url.searchParams.set('invoice_id', invoice.id);
  return url.toString();
}

/** The body of `POST /v1/payments` that the invoice page's form stands for. */
function paymentBodyOf(invoice: InvoiceRecord, form: Fields, callbackUrl: string) {
  const method = textOf(form.method);
  const source =
    method === 'stcpay'
      ? { type: 'stcpay', mobile: textOf(form.mobile)?.replace(/\s/g, '') }
      : method === 'applepay'
        ? { type: 'applepay', token: 'sandbox-simulated-apple-pay-token' }
        : {
            type: 'creditcard',
            name: textOf(form.name),
            number: textOf(form.number)?.replace(/[\s-]/g, ''),
            month: textOf(form.month),
            year: textOf(form.year),
            cvc: textOf(form.cvc),
          };
  return {
    amount: invoice.amount,
    currency: invoice.currency,
    description: invoice.description,
    callback_url: callbackUrl,
    invoice_id: invoice.id,
    given_id: textOf(form.given_id),
    source,
  };
}

export function registerSandboxPages(app: FastifyInstance, context: SandboxContext): void {
  const { store } = context;
  const invoicePageUrl = (id: string, lang: string) => `${context.publicBase()}/invoices/${id}?lang=${lang}`;

  function renderInvoice(
    request: FastifyRequest,
    reply: FastifyReply,
    invoice: InvoiceRecord,
    page: Omit<InvoicePageInput, 'invoice' | 'givenId'>,
  ) {
    const status = store.invoiceStatusOf(invoice);
    const success = successOf(invoice);
    if (status === 'paid' && success) return reply.redirect(success, request.method === 'GET' ? 302 : 303);
    if (status !== 'initiated')
      return sendPage(request, reply, closedInvoicePage(invoice, status, page.lang));
    const html = invoicePage({ ...page, invoice, givenId: randomUUID() });
    const targets = [originOf(context.publicBase()), originOf(invoice.successUrl)];
    return sendPage(request, reply, html, targets, page.errors ? 400 : 200);
  }

  /** The message of this invoice's payment named in the query (a step's way back), if it failed. */
  function failureOf(invoice: InvoiceRecord, paymentId: string | null): string | null {
    if (!paymentId || !invoice.paymentIds.includes(paymentId)) return null;
    const payment = store.fetchPayment(paymentId);
    return payment.status === 'failed' ? (payment.source.message ?? '') : null;
  }

  app.get<{ Params: IdParams; Querystring: Fields }>('/invoices/:id', async (request, reply) => {
    const invoice = store.invoiceRecordOf(request.params.id);
    const failure = failureOf(invoice, textOf(request.query.id));
    return renderInvoice(request, reply, invoice, {
      lang: languageOf(request.query.lang),
      failure,
      errors: null,
    });
  });

  app.post<{ Params: IdParams; Querystring: Fields; Body: Fields }>(
    '/invoices/:id',
    async (request, reply) => {
      const invoice = store.invoiceRecordOf(request.params.id);
      const lang = languageOf(request.query.lang);
      if (store.invoiceStatusOf(invoice) !== 'initiated') {
        return renderInvoice(request, reply, invoice, { lang, failure: null, errors: null });
      }
      const body = paymentBodyOf(invoice, request.body ?? {}, invoicePageUrl(invoice.id, lang));
      let payment: PaymentJson;
      try {
        payment = store.createPayment(paymentRequestOf(body, context.now()), request.ip, true);
      } catch (error) {
        if (!(error instanceof SandboxError) || !error.errors) throw error;
        return renderInvoice(request, reply, invoice, { lang, failure: null, errors: error.errors });
      }
      const step = payment.status === 'initiated' ? payment.source.transaction_url : null;
      const next = step ? `${step}&lang=${lang}` : (callbackOf(payment) ?? invoicePageUrl(invoice.id, lang));
      return reply.redirect(next, 303);
    },
  );

  /** After a step: back to the payment's callback, or a page saying how it ended. */
  function finish(request: FastifyRequest, reply: FastifyReply, payment: PaymentJson) {
    const back = callbackOf(payment);
    const lang = languageOf((request.query as Fields).lang);
    if (back) return reply.redirect(back, request.method === 'GET' ? 302 : 303);
    return sendPage(request, reply, resultPage(payment, lang));
  }

  app.get<{ Params: IdParams; Querystring: Fields }>(
    '/v1/transaction_auths/:id/form',
    async (request, reply) => {
      const token = textOf(request.query.token);
      const payment = store.steppedPayment(request.params.id, token, 'creditcard');
      if (payment.status !== 'initiated') return finish(request, reply, payment);
      const lang = languageOf(request.query.lang);
      const action = `form?token=${encodeURIComponent(token ?? '')}&lang=${lang}`;
      return sendPage(request, reply, threeDsPage(payment, action, lang), [originOf(payment.callback_url)]);
    },
  );

  app.post<{ Params: IdParams; Querystring: Fields; Body: Fields }>(
    '/v1/transaction_auths/:id/form',
    async (request, reply) => {
      const approve = textOf(request.body?.decision) === 'approve';
      const payment = store.authenticate(request.params.id, textOf(request.query.token), approve);
      return finish(request, reply, payment);
    },
  );

  app.get<{ Params: IdParams; Querystring: Fields }>('/v1/stc_pays/:id/proceed', async (request, reply) => {
    const token = textOf(request.query.otp_token);
    const otp = textOf(request.query.otp_value);
    if (otp !== null) return store.confirmOtp(request.params.id, token, otp);
    const payment = store.steppedPayment(request.params.id, token, 'stcpay');
    if (payment.status !== 'initiated') return finish(request, reply, payment);
    const lang = languageOf(request.query.lang);
    const action = `proceed?otp_token=${encodeURIComponent(token ?? '')}&lang=${lang}`;
    return sendPage(request, reply, otpPage(payment, action, lang), [originOf(payment.callback_url)]);
  });

  // The SDKs post `{"otp_value": …}` as JSON and read the payment back; the OTP page posts a form.
  app.post<{ Params: IdParams; Querystring: Fields; Body: Fields }>(
    '/v1/stc_pays/:id/proceed',
    async (request, reply) => {
      const otp = textOf(request.body?.otp_value) ?? '';
      const payment = store.confirmOtp(request.params.id, textOf(request.query.otp_token), otp);
      return isForm(request) ? finish(request, reply, payment) : payment;
    },
  );
}
