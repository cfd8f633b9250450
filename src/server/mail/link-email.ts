/**
 * An e-mail whose point is one link (a password reset, an e-mail confirmation), in the account's
 * language: Arabic right to left, English left to right; plain text and HTML carry the same words.
 */
import type { Language } from '@shared/constants';
import { escapeHtml, type MailMessage } from './mailer';

export interface LinkEmailWords {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  expiry: string;
  ignore: string;
  signature: string;
}

export function linkEmail(
  words: LinkEmailWords,
  options: { to: string; firstName: string; link: string; language: Language },
): MailMessage {
  const { to, firstName, link, language } = options;
  const w = words;
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
