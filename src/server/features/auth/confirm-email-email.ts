/**
 * The e-mail confirming a new account's address, in the account's language (as the password-reset
 * e-mail: Arabic right to left, English left to right; plain text and HTML carry the same words).
 */
import type { Language } from '@shared/constants';
import { escapeHtml, type MailMessage } from '../../mail/mailer';

const WORDS = {
  ar: {
    subject: 'تأكيد البريد الإلكتروني في أجّر',
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: 'أهلًا بك في أجّر. يبقى تأكيد بريدك الإلكتروني بالزر أدناه، وبعده يمكن عرض الأغراض وطلب استئجارها.',
    button: 'تأكيد البريد الإلكتروني',
    expiry: 'يعمل الرابط مرة واحدة خلال يومين من إرسال هذه الرسالة.',
    ignore: 'إن لم يكن الحساب لك فلا حاجة إلى أي إجراء، ولن يُؤكَّد شيء.',
    signature: 'فريق أجّر',
  },
  en: {
    subject: 'Confirm your e-mail on Ajjir',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Welcome to Ajjir. Confirm your e-mail address with the button below; then you can list items and request rentals.',
    button: 'Confirm my e-mail',
    expiry: 'The link works once, within two days of this e-mail.',
    ignore: 'If this account is not yours, ignore this e-mail: nothing is confirmed.',
    signature: 'The Ajjir team',
  },
} as const;

export function confirmEmailMessage(options: {
  to: string;
  firstName: string;
  link: string;
  language: Language;
}): MailMessage {
  const { to, firstName, link, language } = options;
  const w = WORDS[language];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const text = [w.greeting(firstName), '', w.body, '', link, '', w.expiry, w.ignore, '', w.signature].join(
    '\n',
  );
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<body style="margin:0;padding:24px;background:#f7f8f7;font-family:Tahoma,Arial,sans-serif;color:#14201f">
  <div style="max-width:520px;margin:0 auto;background:#fff;border-radius:16px;padding:32px;text-align:start">
    <p style="font-size:16px">${escapeHtml(w.greeting(firstName))}</p>
    <p style="font-size:16px;line-height:1.7">${escapeHtml(w.body)}</p>
    <p style="margin:28px 0">
      <a href="${escapeHtml(link)}" style="background:#0f5f58;color:#fff;text-decoration:none;padding:12px 24px;border-radius:12px;font-weight:bold;display:inline-block">${escapeHtml(w.button)}</a>
    </p>
    <p style="font-size:14px;color:#5b6b69;line-height:1.7">${escapeHtml(w.expiry)}<br>${escapeHtml(w.ignore)}</p>
    <p style="font-size:12px;color:#5b6b69;word-break:break-all" dir="ltr">${escapeHtml(link)}</p>
    <p style="font-size:14px">${escapeHtml(w.signature)}</p>
  </div>
</body>
</html>`;
  return { to, subject: w.subject, text, html, language };
}
