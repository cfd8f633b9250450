/**
 * The sandbox's "phone" (docs/nafath-sandbox.md, "The phone"): the page standing in for the Nafath
 * app. Plain HTML with no script, in Arabic (right to left) unless `?lang=en`, every echoed value
 * escaped; forms post to relative addresses, so the page works under any prefix.
 */
import type { Language } from '@shared/constants';
import type { SandboxRequest } from './sandbox-store';

const STRINGS = {
  ar: {
    title: 'تطبيق نفاذ (محاكاة)',
    banner: 'بيئة نفاذ التجريبية: ليست منصة نفاذ الحقيقية، ولا يُتحقَّق هنا من أي بيانات لدى الجهات الحكومية.',
    bannerNote:
      'تقوم هذه الصفحة مقام تطبيق نفاذ على الجوال: يُدخَل رقم الهوية، ثم يُختار الرقم الظاهر في الموقع.',
    testIds: 'أرقام هوية للتجربة',
    anyValid: 'ويُقبل أي رقم هوية أو إقامة صحيح غيرها، باسم مُولَّد.',
    citizen: 'مواطن',
    resident: 'مقيم',
    idLabel: 'رقم الهوية الوطنية أو الإقامة',
    show: 'عرض الطلبات',
    invalidId: 'رقم الهوية غير صحيح: يلزم ١٠ أرقام تبدأ بـ١ أو ٢.',
    name: 'الاسم',
    noRequest: 'لا توجد طلبات بانتظار الموافقة لهذا الرقم.',
    requestTitle: 'طلب تحقق بانتظار الموافقة',
    service: 'الخدمة',
    secondsLeft: 'الوقت المتبقي بالثواني',
    chooseLegend: 'اختيار الرقم الظاهر في الموقع',
    chooseHint: 'اختيار رقم غير مطابق يرفض الطلب.',
    reject: 'رفض الطلب',
    refresh: 'تحديث الصفحة',
    otherLanguage: 'English',
    approved: 'تمت الموافقة على الطلب.',
    rejected: 'رُفض الطلب.',
    wrong: 'الرقم المختار غير مطابق، فرُفض الطلب.',
    gone: 'لم يعد الطلب بانتظار الموافقة: انتهت مهلته أو سبق الرد عليه.',
  },
  en: {
    title: 'Nafath app (simulated)',
    banner: 'Nafath sandbox: not the real Nafath; nothing here is checked with the government.',
    bannerNote:
      'This page stands in for the Nafath app on a phone: type a national ID, then choose the number the website shows.',
    testIds: 'Test national IDs',
    anyValid: 'Any other valid national ID or Iqama number is accepted too, with a generated name.',
    citizen: 'citizen',
    resident: 'resident',
    idLabel: 'National ID or Iqama number',
    show: 'Show requests',
    invalidId: 'Not a valid ID: 10 digits starting with 1 or 2.',
    name: 'Name',
    noRequest: 'No request is waiting for this ID.',
    requestTitle: 'A verification request is waiting',
    service: 'Service',
    secondsLeft: 'Seconds left',
    chooseLegend: 'Choose the number the website shows',
    chooseHint: 'Choosing any other number rejects the request.',
    reject: 'Reject the request',
    refresh: 'Refresh the page',
    otherLanguage: 'العربية',
    approved: 'The request was approved.',
    rejected: 'The request was rejected.',
    wrong: 'That number does not match, so the request was rejected.',
    gone: 'The request is no longer waiting: it expired or was answered already.',
  },
} satisfies Record<Language, Record<string, string>>;

type Strings = (typeof STRINGS)['en'];

export const OUTCOMES = ['approved', 'rejected', 'wrong', 'gone'] as const;
export type Outcome = (typeof OUTCOMES)[number];

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
body{font-family:system-ui,sans-serif;max-inline-size:36rem;margin-inline:auto;padding:1rem;color:#1f2937;line-height:1.5}
.banner{background:#fef3c7;border:2px solid #d97706;border-radius:.5rem;padding:.75rem 1rem;margin-block-end:1rem}
.banner strong{display:block;font-size:1.1rem}
.alert{background:#fee2e2;border:1px solid #b91c1c;border-radius:.5rem;padding:.5rem 1rem}
.status{background:#e0f2fe;border:1px solid #0369a1;border-radius:.5rem;padding:.5rem 1rem}
section{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin-block:1rem}
label{display:block;margin-block:.5rem}
input{display:block;inline-size:100%;box-sizing:border-box;padding:.4rem;font:inherit}
fieldset{border:0;padding:0;margin:0}
legend{font-weight:bold;margin-block-end:.5rem}
button{font:inherit;padding:.5rem 1rem;margin-block-start:.5rem;margin-inline-end:.5rem;cursor:pointer}
.choice{font-size:2rem;min-inline-size:5rem}
.choices{display:flex;flex-wrap:wrap;gap:.5rem}
bdi,.ltr{direction:ltr;unicode-bidi:isolate}
`;

/** A page of its own: no scripts, no assets; the empty icon keeps the browser from asking for one. */
function layout(lang: Language, t: Strings, body: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export interface ListedPerson {
  nationalId: string;
  kind: 'citizen' | 'resident';
  name: string;
}

function banner(t: Strings, listed: readonly ListedPerson[]): string {
  const people = listed
    .map(
      (person) =>
        `<li><bdi>${escapeHtml(person.nationalId)}</bdi>: ${escapeHtml(person.name)} (${t[person.kind]})</li>`,
    )
    .join('');
  return `<div class="banner" role="note"><strong>${t.banner}</strong><p>${t.bannerNote}</p>
<p>${t.testIds}:</p><ul>${people}</ul><p>${t.anyValid}</p></div>`;
}

export interface AppPageInput {
  lang: Language;
  /** The people the banner lists, named in the page's language. */
  listed: readonly ListedPerson[];
  /** What was typed, to show again; null before anything was. */
  typed: string | null;
  /** The typed ID once read, and its holder's name in the page's language; null when not valid. */
  nationalId: string | null;
  name: string | null;
  /** The ID's waiting request, if any. */
  request: SandboxRequest | null;
  /** How the last choice ended (after a POST, by redirect). */
  outcome: Outcome | null;
  now: Date;
}

/** Where the page's forms lead: the page itself, in its language. */
const selfAction = (lang: Language) => `app?lang=${lang}`;

function lookupForm(input: AppPageInput, t: Strings): string {
  const value = escapeHtml(input.typed ?? '');
  return `<form method="get" action="app"><input type="hidden" name="lang" value="${input.lang}">
<label for="national-id">${t.idLabel}</label>
<input id="national-id" name="id" value="${value}" inputmode="numeric" autocomplete="off" maxlength="30" dir="ltr" required>
<button type="submit">${t.show}</button></form>`;
}

function outcomeNote(outcome: Outcome | null, t: Strings): string {
  return outcome ? `<p class="status" role="status">${t[outcome]}</p>` : '';
}

const hiddenIds = (nationalId: string, request: SandboxRequest) =>
  `<input type="hidden" name="id" value="${escapeHtml(nationalId)}"><input type="hidden" name="transId" value="${escapeHtml(request.transId)}">`;

function requestSection(
  input: AppPageInput,
  nationalId: string,
  request: SandboxRequest,
  t: Strings,
): string {
  const seconds = Math.max(0, Math.ceil((request.expiresAt.getTime() - input.now.getTime()) / 1000));
  const choices = request.choices
    .map(
      (choice) =>
        `<button class="choice" type="submit" name="number" value="${escapeHtml(choice)}">${escapeHtml(choice)}</button>`,
    )
    .join('');
  const action = selfAction(input.lang);
  return `<section aria-labelledby="request-title"><h2 id="request-title">${t.requestTitle}</h2>
<dl><dt>${t.service}</dt><dd><bdi>${escapeHtml(request.service)}</bdi></dd><dt>${t.secondsLeft}</dt><dd>${seconds}</dd></dl>
<form method="post" action="${action}">${hiddenIds(nationalId, request)}
<fieldset><legend>${t.chooseLegend}</legend><p>${t.chooseHint}</p><div class="choices">${choices}</div></fieldset></form>
<form method="post" action="${action}">${hiddenIds(nationalId, request)}
<button type="submit" name="decision" value="reject">${t.reject}</button></form></section>`;
}

function personPart(input: AppPageInput, t: Strings): string {
  if (input.typed === null) return '';
  if (!input.nationalId) return `<p class="alert" role="alert">${t.invalidId}</p>`;
  const name = `<p>${t.name}: <strong>${escapeHtml(input.name ?? '')}</strong></p>`;
  const refresh = `<p><a href="app?lang=${input.lang}&amp;id=${input.nationalId}">${t.refresh}</a></p>`;
  const request = input.request
    ? requestSection(input, input.nationalId, input.request, t)
    : `<p>${t.noRequest}</p>`;
  return `${name}${request}${refresh}`;
}

function languageLink(input: AppPageInput, t: Strings): string {
  const other = input.lang === 'ar' ? 'en' : 'ar';
  const id = input.nationalId ? `&amp;id=${input.nationalId}` : '';
  return `<p><a href="app?lang=${other}${id}" lang="${other}" hreflang="${other}">${t.otherLanguage}</a></p>`;
}

export function appPage(input: AppPageInput): string {
  const t = STRINGS[input.lang];
  const body = `${banner(t, input.listed)}<h1>${t.title}</h1>${languageLink(input, t)}${outcomeNote(input.outcome, t)}
${lookupForm(input, t)}${personPart(input, t)}`;
  return layout(input.lang, t, body);
}
