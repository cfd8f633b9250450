import { describe, expect, it } from 'vitest';
import { screenListing, wordsOf } from './prohibited-items';

describe('prohibited items (docs/product.md, "Prohibited items")', () => {
  it('refuses clear words in either language, whatever the spelling the search folds', () => {
    expect(screenListing('Hunting rifle for the weekend').tier).toBe('clear');
    expect(screenListing('ذخيرة صيد', '').kinds).toEqual(['weapons']);
    expect(screenListing('الكبتاجون').tier).toBe('clear');
    // Tashkeel, the article and a joined "and" do not hide a word.
    expect(screenListing('خيمة وذَخيرة').tier).toBe('clear');
    expect(screenListing('PASSPORT holder', 'جواز سفر').kinds).toEqual(['documents']);
  });

  it('holds unsure words for review, and names the words found', () => {
    const held = screenListing('مسدس قديم للعرض');
    expect(held.tier).toBe('unsure');
    expect(held.found).toEqual(['مسدس']);
    expect(screenListing('Falcon hood and perch').kinds).toEqual(['animals']);
  });

  it('lets tools whose names hold an unsure word through', () => {
    expect(screenListing('Bosch heat gun 2000W').tier).toBeNull();
    expect(screenListing('مسدس حراري بوش').tier).toBeNull();
    expect(screenListing('رشاش ماء للحديقة').tier).toBeNull();
    // …but not a clear word beside them.
    expect(screenListing('heat gun and ammunition').tier).toBe('clear');
  });

  it('matches whole words only, never parts of words, and reads member text as words, not a pattern', () => {
    expect(screenListing('Gunnar gaming glasses').tier).toBeNull();
    expect(screenListing('بيت شعر تقليدي للمخيمات').tier).toBeNull();
    expect(screenListing('tent (.*) [gun]+').tier).toBe('unsure');
    expect(screenListing('').tier).toBeNull();
    expect(wordsOf('الخيمة، ٣ أعمدة')).toEqual(['خيمه', '3', 'اعمده']);
  });
});
