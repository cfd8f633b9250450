import { describe, expect, it } from 'vitest';
import { hasVisibleText, withoutBidiControls } from '../validation';
import { suspendUserSchema } from './admin';
import { optionalText, requiredText } from './auth';
import { createBookingSchema } from './bookings';
import { createItemSchema } from './items';
import { sendMessageSchema } from './messages';
import { createReviewSchema } from './reviews';

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

describe('bidi controls in member text', () => {
  // U+202A–U+202E (embeddings, overrides, pop) and U+2066–U+2069 (isolates).
  const controls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
  const id = '00000000-0000-4000-8000-000000000000';

  it.each(controls)('%j is removed wherever a member types text', (control) => {
    const text = `Sa${control}ra ${control}gnp.exe`;
    expect(withoutBidiControls(text)).toBe('Sara gnp.exe');
    expect(requiredText(50).parse(text)).toBe('Sara gnp.exe');
    expect(optionalText(50).parse(` ${control}تمام${control} `)).toBe('تمام');
    expect(sendMessageSchema.parse({ receiverId: id, content: `${control}hi` }).content).toBe('hi');
    expect(suspendUserSchema.parse({ reason: `spam${control}` }).reason).toBe('spam');
  });

  it('strips them from listings, reviews and booking messages, and keeps the direction marks', () => {
    const item = createItemSchema.parse({
      title: '\u202eخيمة\u202c كبيرة',
      description: 'Tent \u2067RTL\u2069 inside',
      dailyRate: '15.50',
      categoryId: 1,
      condition: 'good',
      city: 'Riyadh',
    });
    expect(item.title).toBe('خيمة كبيرة');
    expect(item.description).toBe('Tent RTL inside');
    expect(createReviewSchema.parse({ bookingId: id, rating: 5, comment: 'ok\u202d!' }).comment).toBe('ok!');
    const booking = createBookingSchema.safeParse({
      itemId: id,
      startDate: '2030-01-01',
      endDate: '2030-01-02',
      message: '\u2066see you\u2069',
    });
    expect(booking.data?.message).toBe('see you');
    expect(requiredText(50).parse('\u200fمرحبا\u200e A')).toBe('\u200fمرحبا\u200e A');
  });

  it('refuses a name made of bidi controls alone as blank', () => {
    expect(requiredText(50).safeParse('\u202e\u2066').error?.issues[0]?.message).toBe('required');
  });
});
