/**
 * The sandbox's pages: the hosted invoice page, the 3-D Secure step and the STC Pay OTP step.
 * Plain HTML with no script, in Arabic (right to left) unless `?lang=en`, every echoed value
 * escaped. Forms post to relative addresses, so the pages work under any prefix.
 */
import type { Language } from '@shared/constants';
import { formatMoney } from '@shared/format';
import { fromHalalas } from '@shared/pricing';
import type { InvoiceRecord, PaymentJson } from './sandbox-store';
import { LISTED_TEST_CARDS } from './test-outcomes';

const STRINGS = {
  ar: {
    sandbox: 'بيئة تجريبية: لا تنتقل فيها أموال حقيقية',
    testCards: 'بطاقات للتجربة',
    approved: 'تُقبل',
    declined: 'تُرفض',
    cardRules: 'أي اسم من كلمتين، وأي شهر وسنة في المستقبل، وأي رمز تحقق من ٣ أرقام.',
    otpRules: 'STC Pay: رمز التحقق 123456 يُقبل، و111111 يُرفض لعدم كفاية الرصيد.',
    applePayRules: 'Apple Pay: يُقبل المبلغ من ٢٠٠ إلى ٣٠٠ ريال، ويُرفض غيره.',
    pageTitle: 'الدفع',
    amount: 'المبلغ',
    card: 'الدفع بالبطاقة',
    name: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    month: 'الشهر',
    year: 'السنة',
    cvc: 'رمز التحقق (CVC)',
    pay: 'الدفع',
    stcPay: 'STC Pay',
    mobile: 'رقم الجوال',
    payStc: 'الدفع عبر STC Pay',
    applePay: 'Apple Pay (محاكاة)',
    payApple: 'الدفع عبر Apple Pay (محاكاة)',
    back: 'رجوع',
    failed: 'لم تتم عملية الدفع',
    tryAnother: 'يمكن الدفع ببطاقة أخرى أو بطريقة دفع ثانية.',
    invalid: 'يُرجى مراجعة البيانات المدخلة:',
    paid: 'هذه الفاتورة مدفوعة.',
    expired: 'انتهت مهلة الدفع لهذه الفاتورة.',
    canceled: 'أُلغيت هذه الفاتورة.',
    refunded: 'هذه الفاتورة مدفوعة، واسترُدّ مبلغها.',
    threeDs: 'التحقق من البطاقة (3-D Secure)',
    threeDsNote: 'صفحة تحقق تجريبية تقوم مقام صفحة البنك.',
    approve: 'إتمام التحقق (قبول)',
    fail: 'إفشال التحقق',
    otp: 'رمز التحقق من STC Pay',
    otpLabel: 'رمز التحقق المرسل إلى جوالك',
    confirm: 'تأكيد',
    done: 'انتهت العملية',
  },
  en: {
    sandbox: 'Sandbox: no real money moves here',
    testCards: 'Test cards',
    approved: 'approved',
    declined: 'declined',
    cardRules: 'Any name of two words, any future month and year, any 3-digit CVC.',
    otpRules: 'STC Pay: OTP 123456 is approved, 111111 fails for insufficient balance.',
    applePayRules: 'Apple Pay: an amount from 200 to 300 SAR is approved, any other fails.',
    pageTitle: 'Payment',
    amount: 'Amount',
    card: 'Pay by card',
    name: 'Name on card',
    number: 'Card number',
    month: 'Month',
    year: 'Year',
    cvc: 'CVC',
    pay: 'Pay',
    stcPay: 'STC Pay',
    mobile: 'Mobile number',
    payStc: 'Pay with STC Pay',
    applePay: 'Apple Pay (simulated)',
    payApple: 'Pay with Apple Pay (simulated)',
    back: 'Back',
    failed: 'The payment did not go through',
    tryAnother: 'Try another card or another way to pay.',
    invalid: 'Please check what you entered:',
    paid: 'This invoice is paid.',
    expired: 'This invoice has expired.',
    canceled: 'This invoice was canceled.',
    refunded: 'This invoice was paid and refunded.',
    threeDs: 'Card check (3-D Secure)',
    threeDsNote: "A test check page, standing in for the bank's.",
    approve: 'Authenticate (approve)',
    fail: 'Fail authentication',
    otp: 'STC Pay one-time code',
    otpLabel: 'The code sent to your mobile',
    confirm: 'Confirm',
    done: 'Done',
  },
} satisfies Record<Language, Record<string, string>>;

type Strings = (typeof STRINGS)['en'];

export const languageOf = (lang: unknown): Language => (lang === 'en' ? 'en' : 'ar');

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
body{font-family:system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:1rem;color:#1f2937;line-height:1.5}
.banner{background:#fef3c7;border:2px solid #d97706;border-radius:.5rem;padding:.75rem 1rem;margin-block-end:1rem}
.banner strong{display:block;font-size:1.1rem}
.error{background:#fee2e2;border:1px solid #b91c1c;border-radius:.5rem;padding:.5rem 1rem}
section{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin-block:1rem}
label{display:block;margin-block:.5rem}
input{display:block;width:100%;box-sizing:border-box;padding:.4rem;font:inherit;direction:ltr;text-align:start}
.row{display:flex;gap:.5rem}
button{font:inherit;padding:.5rem 1rem;margin-block-start:.5rem;margin-inline-end:.5rem;cursor:pointer}
code{direction:ltr;unicode-bidi:embed}
`;

/**
 * A page of its own: no scripts, no assets. The empty icon keeps the browser from asking this
 * origin for /favicon.ico, which the app answers 404 on purpose.
 */
function layout(lang: Language, title: string, body: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body>
</html>`;
}

function banner(t: Strings): string {
  const cards = LISTED_TEST_CARDS.map(
    (card) =>
      `<li>${escapeHtml(card.brand)} <code>${card.number}</code>: ${card.outcome === 'approved' ? t.approved : t.declined}</li>`,
  ).join('');
  return `<div class="banner" role="note"><strong>${t.sandbox}</strong>
<p>${t.testCards}:</p><ul>${cards}</ul><p>${t.cardRules}</p><p>${t.otpRules}</p><p>${t.applePayRules}</p></div>`;
}

const amountOf = (halalas: number, lang: Language) => escapeHtml(formatMoney(fromHalalas(halalas), lang));

function header(invoice: InvoiceRecord, lang: Language, t: Strings): string {
  return `<h1>${t.pageTitle}</h1>
<p>${escapeHtml(invoice.description)}</p>
<p>${t.amount}: <strong>${amountOf(invoice.amount, lang)}</strong></p>`;
}

const backLink = (invoice: InvoiceRecord, t: Strings) =>
  invoice.backUrl ? `<p><a href="${escapeHtml(invoice.backUrl)}">${t.back}</a></p>` : '';

export interface InvoicePageInput {
  invoice: InvoiceRecord;
  lang: Language;
  /** A fresh id for the payment this page may make: a second submit of the same form makes none. */
  givenId: string;
  /** The last attempt's failure, shown so the payer tries again. */
  failure: string | null;
  /** Fields the last submit got wrong. */
  errors: Record<string, string[]> | null;
}

function notices({ failure, errors }: InvoicePageInput, t: Strings): string {
  if (errors) {
    const items = Object.entries(errors)
      .map(([field, whys]) => `<li>${escapeHtml(field)}: ${escapeHtml(whys.join(', '))}</li>`)
      .join('');
    return `<div class="error" role="alert"><p>${t.invalid}</p><ul>${items}</ul></div>`;
  }
  if (!failure) return '';
  return `<div class="error" role="alert"><p><strong>${t.failed}</strong>: ${escapeHtml(failure)}</p><p>${t.tryAnother}</p></div>`;
}

function paymentForm(input: InvoicePageInput, method: string, fields: string, submit: string): string {
  return `<form method="post" action="${input.invoice.id}?lang=${input.lang}">
<input type="hidden" name="method" value="${method}"><input type="hidden" name="given_id" value="${input.givenId}">
${fields}<button type="submit">${submit}</button></form>`;
}

const field = (name: string, label: string, extra = '') =>
  `<label>${label}<input name="${name}" required ${extra}></label>`;

function cardSection(input: InvoicePageInput, t: Strings): string {
  const fields = `${field('name', t.name, 'autocomplete="cc-name"')}
${field('number', t.number, 'inputmode="numeric" autocomplete="cc-number"')}
<div class="row">${field('month', t.month, 'inputmode="numeric" maxlength="2" autocomplete="cc-exp-month"')}
${field('year', t.year, 'inputmode="numeric" maxlength="4" autocomplete="cc-exp-year"')}
${field('cvc', t.cvc, 'inputmode="numeric" maxlength="4" autocomplete="cc-csc"')}</div>`;
  return `<section><h2>${t.card}</h2>${paymentForm(input, 'creditcard', fields, t.pay)}</section>`;
}

function stcSection(input: InvoicePageInput, t: Strings): string {
  const fields = field('mobile', t.mobile, 'inputmode="tel" placeholder="05XXXXXXXX" autocomplete="tel"');
  return `<section><h2>${t.stcPay}</h2>${paymentForm(input, 'stcpay', fields, t.payStc)}</section>`;
}

function applePaySection(input: InvoicePageInput, t: Strings): string {
  return `<section><h2>${t.applePay}</h2>${paymentForm(input, 'applepay', '', t.payApple)}</section>`;
}

export function invoicePage(input: InvoicePageInput): string {
  const t = STRINGS[input.lang];
  const body = `${banner(t)}${header(input.invoice, input.lang, t)}${notices(input, t)}
${cardSection(input, t)}${stcSection(input, t)}${applePaySection(input, t)}${backLink(input.invoice, t)}`;
  return layout(input.lang, t.pageTitle, body);
}

/** The page of an invoice that takes no payment: paid (with no success address), expired, canceled. */
export function closedInvoicePage(
  invoice: InvoiceRecord,
  status: 'paid' | 'expired' | 'canceled' | 'refunded',
  lang: Language,
): string {
  const t = STRINGS[lang];
  const body = `${banner(t)}${header(invoice, lang, t)}<p role="status"><strong>${t[status]}</strong></p>${backLink(invoice, t)}`;
  return layout(lang, t.pageTitle, body);
}

/** The page standing in for the issuer's 3-D Secure challenge. */
export function threeDsPage(payment: PaymentJson, action: string, lang: Language): string {
  const t = STRINGS[lang];
  const card = escapeHtml(String(payment.source.number ?? ''));
  const body = `${banner(t)}<h1>${t.threeDs}</h1><p>${t.threeDsNote}</p>
<p>${t.amount}: <strong>${amountOf(payment.amount, lang)}</strong></p><p><code>${card}</code></p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="decision" value="approve">${t.approve}</button>
<button type="submit" name="decision" value="fail">${t.fail}</button></form>`;
  return layout(lang, t.threeDs, body);
}

export function otpPage(payment: PaymentJson, action: string, lang: Language): string {
  const t = STRINGS[lang];
  const body = `${banner(t)}<h1>${t.otp}</h1>
<p>${t.amount}: <strong>${amountOf(payment.amount, lang)}</strong></p>
<form method="post" action="${escapeHtml(action)}">
${field('otp_value', t.otpLabel, 'inputmode="numeric" maxlength="6" autocomplete="one-time-code"')}
<button type="submit">${t.confirm}</button></form>`;
  return layout(lang, t.otp, body);
}

/** Where a step ends when the payment has no address to go back to. */
export function resultPage(payment: PaymentJson, lang: Language): string {
  const t = STRINGS[lang];
  const message = escapeHtml(payment.source.message ?? '');
  const body = `${banner(t)}<h1>${t.done}</h1><p role="status">${escapeHtml(payment.status)}: ${message}</p>`;
  return layout(lang, t.done, body);
}
