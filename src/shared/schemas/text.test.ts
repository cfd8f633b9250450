import { describe, expect, it } from 'vitest';
import { hasVisibleText } from '../validation';
import { optionalText, requiredText } from './auth';
import { sendMessageSchema } from './messages';

const invisible = ['\u200b', '\u200c\u200d', '\u200e\u200f', '\ufeff', '\u2060', '\u061c', ' \u200b\t\n'];

describe('texts that show nothing', () => {
  it.each(invisible)('%j is not visible text', (text) => {
    expect(hasVisibleText(text)).toBe(false);
    expect(requiredText(50).safeParse(text).error?.issues[0]?.message).toBe('required');
    expect(optionalText(50).parse(text)).toBeNull();
  });

  it('keeps text with letters, including Arabic with a zero-width non-joiner inside', () => {
    for (const text of ['خيمة', 'مي\u200cخواهم', '\u200bTent', '٥']) {
      expect(hasVisibleText(text)).toBe(true);
      expect(requiredText(50).parse(text)).toBe(text.trim());
    }
  });

  it('refuses a message of zero-width characters as empty', () => {
    const receiverId = '00000000-0000-4000-8000-000000000000';
    const result = sendMessageSchema.safeParse({ receiverId, content: '\u200b\u200b' });
    expect(result.error?.issues[0]?.message).toBe('message_empty');
    expect(sendMessageSchema.safeParse({ receiverId, content: 'مرحبا' }).success).toBe(true);
  });
});
