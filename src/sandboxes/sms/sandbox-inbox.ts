/**
 * The SMS sandbox's inbox page (docs/sms-and-wathq-sandboxes.md): the messages one number would
 * have received, newest first, so a demo user reads a one-time code as on their phone. Arabic,
 * right to left, unless `lang=en`; no script, every value escaped; a banner says no text message
 * was sent.
 */
import type { SandboxSms } from './sandbox-messages';

export type InboxLanguage = 'ar' | 'en';

const STRINGS = {
  ar: {
    title: 'صندوق الرسائل التجريبي',
    banner: 'بيئة تجريبية للرسائل النصية: لم تُرسل أي رسالة نصية.',
    note: 'هنا تظهر الرسائل التي كانت ستصل إلى هذا الرقم، الأحدث أولًا.',
    number: 'رقم الجوال',
    show: 'عرض الرسائل',
    none: 'لا رسائل لهذا الرقم بعد.',
    invalid: 'أدخل رقم جوال، مثل 05XXXXXXXX أو ‎+9665XXXXXXXX.',
    from: 'المرسل',
    other: 'English',
  },
  en: {
    title: 'SMS sandbox inbox',
    banner: 'SMS sandbox: no text message was sent.',
    note: 'The messages that would have reached this number, newest first.',
    number: 'Mobile number',
    show: 'Show messages',
    none: 'No messages to this number yet.',
    invalid: 'Enter a mobile number, such as 05XXXXXXXX or +9665XXXXXXXX.',
    from: 'From',
    other: 'العربية',
  },
} satisfies Record<InboxLanguage, Record<string, string>>;

type Strings = (typeof STRINGS)['en'];

export const inboxLanguageOf = (lang: unknown): InboxLanguage => (lang === 'en' ? 'en' : 'ar');

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
form{display:flex;gap:.5rem;align-items:end;flex-wrap:wrap}
label{display:flex;flex-direction:column;flex:1}
input{padding:.4rem;font:inherit;direction:ltr;text-align:start}
button{font:inherit;padding:.45rem 1rem;cursor:pointer}
ol{list-style:none;padding:0}
li{border:1px solid #d1d5db;border-radius:.75rem;padding:.75rem 1rem;margin-block:.75rem;background:#f9fafb}
.meta{color:#4b5563;font-size:.9rem}
.text{white-space:pre-wrap;overflow-wrap:anywhere;margin:.25rem 0 0;font-size:1.1rem}
`;

const TIME_LOCALES: Record<InboxLanguage, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB' };

function timeOf(sentAt: string, lang: InboxLanguage): string {
  return new Intl.DateTimeFormat(TIME_LOCALES[lang], {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(sentAt));
}

function messageItem(message: SandboxSms, lang: InboxLanguage, t: Strings): string {
  return `<li><div class="meta">${t.from}: <bdi>${escapeHtml(message.sender)}</bdi> · <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(timeOf(message.sentAt, lang))}</time></div>
<p class="text" dir="auto">${escapeHtml(message.body)}</p></li>`;
}

function messageList(messages: readonly SandboxSms[] | null, lang: InboxLanguage, t: Strings): string {
  if (messages === null) return `<p role="alert">${t.invalid}</p>`;
  if (messages.length === 0) return `<p>${t.none}</p>`;
  return `<ol>${messages.map((message) => messageItem(message, lang, t)).join('\n')}</ol>`;
}

function banner(lang: InboxLanguage, t: Strings): string {
  // In Arabic the English words too, for anyone reading the demo who does not read Arabic.
  const english = lang === 'ar' ? `<span lang="en" dir="ltr">${STRINGS.en.banner}</span>` : '';
  return `<div class="banner" role="note"><strong>${t.banner}</strong>${english}</div>`;
}

export interface InboxPage {
  lang: InboxLanguage;
  /** The number as typed (kept in the form), or '' when none was given. */
  typed: string;
  /** The number's messages, newest first; null when what was typed is not a number. */
  messages: readonly SandboxSms[] | null;
}

/** The page: a form for the number, then its messages. Forms and links stay relative, for any prefix. */
export function inboxHtml({ lang, typed, messages }: InboxPage): string {
  const t = STRINGS[lang];
  const other = lang === 'ar' ? 'en' : 'ar';
  const otherHref = `?${new URLSearchParams({ to: typed, lang: other })}`;
  const shown = typed === '' ? '' : messageList(messages, lang, t);
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,">
<title>${t.title}</title><style>${STYLE}</style></head>
<body>${banner(lang, t)}
<h1>${t.title}</h1>
<p>${t.note} <a href="${escapeHtml(otherHref)}" lang="${other}">${t.other}</a></p>
<form method="get" action=""><input type="hidden" name="lang" value="${lang}">
<label>${t.number}<input name="to" type="tel" inputmode="tel" autocomplete="tel" value="${escapeHtml(typed)}"></label>
<button type="submit">${t.show}</button></form>
${shown}
</body>
</html>`;
}
