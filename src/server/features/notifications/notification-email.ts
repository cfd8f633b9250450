/**
 * The e-mail of one notification, in the reader's language: Arabic right to
 * left, English left to right. The subject is the notification's own text;
 * the body says it again with a link to where it leads on the site.
 */
import type { Language } from '@shared/constants';
import { escapeHtml, type MailMessage } from '../../mail/mailer';

const WORDS = {
  ar: {
    greeting: (name: string) => `مرحبًا ${name}،`,
    button: 'افتح في أجّر',
    why: 'تصلك هذه الرسائل لأن تنبيهات البريد مفعّلة في حسابك، ويمكنك إيقافها من ملفك الشخصي.',
    signature: 'فريق أجّر',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    button: 'Open in Ajjir',
    why: 'You get these e-mails because e-mail notifications are on for your account; you can turn them off in your profile.',
    signature: 'The Ajjir team',
  },
} as const;

export function notificationEmail(options: {
  to: string;
  firstName: string;
  language: Language;
  /** The notification's text in the reader's language. */
  text: string;
  /** The full address on the site. */
  url: string;
}): MailMessage {
  const { to, firstName, language, text, url } = options;
  const w = WORDS[language];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const plain = [w.greeting(firstName), '', text, '', url, '', w.why, '', w.signature].join('\n');
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<body style="margin:0;padding:24px;background:#f7f8f7;font-family:Tahoma,Arial,sans-serif;color:#14201f">
  <div style="max-width:520px;margin:0 auto;background:#fff;border-radius:16px;padding:32px;text-align:start">
    <p style="font-size:16px">${escapeHtml(w.greeting(firstName))}</p>
    <p style="font-size:16px;line-height:1.7">${escapeHtml(text)}</p>
    <p style="margin:28px 0">
      <a href="${escapeHtml(url)}" style="background:#0f5f58;color:#fff;text-decoration:none;padding:12px 24px;border-radius:12px;font-weight:bold;display:inline-block">${escapeHtml(w.button)}</a>
    </p>
    <p style="font-size:14px;color:#5b6b69;line-height:1.7">${escapeHtml(w.why)}</p>
    <p style="font-size:14px">${escapeHtml(w.signature)}</p>
  </div>
</body>
</html>`;
  return { to, subject: text, text: plain, html, language };
}
