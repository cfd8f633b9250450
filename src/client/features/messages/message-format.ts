/** How messaging shows times and conversation rows (docs/product.md, "Pages", /messages). */
import type { Conversation } from '@shared/api-types';
import type { Language } from '@shared/constants';
import { localeOf } from '@shared/format';
import { displayName } from '../../lib/person-name';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A message's time: hour and minute when it is under 24 hours old, else the
 * date (with the year only when it is not this year), in the page's
 * language and digits.
 */
export function formatMessageTime(value: string, language: Language, now: Date = new Date()): string {
  const date = new Date(value);
  const age = now.getTime() - date.getTime();
  if (age < DAY_MS) {
    return new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit' }).format(date);
  }
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The full date and time, for a tooltip or a screen reader. */
export function formatFullTime(value: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

/** The units of a relative time, smallest first; the first is the one a minute-old moment gets. */
const MINUTE: [Intl.RelativeTimeFormatUnit, number] = ['minute', 60];
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [MINUTE, ['hour', 60 * 60], ['day', 24 * 60 * 60]];

/**
 * A notification's age, short: "5 min ago", "٣ ساعات"; after a week the
 * date. Under a minute: null (the caller says "just now").
 */
export function formatRelativeTime(value: string, language: Language, now: Date = new Date()): string | null {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(value).getTime()) / 1000));
  if (seconds < 60) return null;
  if (seconds >= 7 * 24 * 60 * 60) return formatMessageTime(value, language, now);
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto', style: 'short' });
  let chosen = MINUTE;
  for (const unit of UNITS) if (seconds >= unit[1]) chosen = unit;
  return format.format(-Math.floor(seconds / chosen[1]), chosen[0]);
}

/** A conversation row's words: who, and the last message on one line, marked when the viewer sent it. */
export function conversationLabel(
  conversation: Conversation,
  viewerId: string,
): { name: string; preview: string; mine: boolean } {
  return {
    name: displayName(conversation.otherUser),
    preview: conversation.lastMessage.content.replace(/\s+/g, ' ').trim(),
    mine: conversation.lastMessage.senderId === viewerId,
  };
}
