import { describe, expect, it } from 'vitest';
import { createItemSchema, imageUrlSchema, itemsQuerySchema, updateItemSchema } from './items';

describe('imageUrlSchema', () => {
  it.each([
    '/uploads/9f86d081884c7d659a2feaa0c55ad015.webp',
    '/uploads/2f1c8e1a-3b4d-4c5e-8f90-1234567890ab.webp',
    '/images/demo/camping-1.svg',
    'https://cdn.example.sa/tent.jpg',
  ])('accepts %s', (url) => {
    expect(imageUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([
    '/uploads/9f86d081884c7d659a2feaa0c55ad015-thumb.webp',
    '/uploads/9f86d081884c7d659a2feaa0c55ad0.webp',
    '/uploads/../secret.webp',
    'http://example.sa/tent.jpg',
    'javascript:alert(1)',
    '//other-host.example/x.png',
    '/api/users/me',
    'https://user:secret@cdn.example.sa/x.png',
  ])('refuses %s', (url) => {
    expect(imageUrlSchema.safeParse(url).success).toBe(false);
  });

  it('keeps an https address as it normalises, the value the server then checks', () => {
    expect(imageUrlSchema.parse(' https://CDN.example.sa/a/../tent.jpg ')).toBe(
      'https://cdn.example.sa/tent.jpg',
    );
  });
});

const listing = {
  title: 'Tent',
  description: 'A tent',
  categoryId: '1',
  condition: 'good',
  dailyRate: '95',
  city: 'الرياض',
};
const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('listing numbers typed on an Arabic keyboard', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits and the Arabic separators', () => {
    const item = createItemSchema.parse({
      ...listing,
      dailyRate: '٩٥',
      deposit: '١٬٢٠٠٫٥',
      minRentalDays: '٢',
      maxRentalDays: '۱۴',
      weeklyDiscountPercent: '١٠',
      monthlyDiscountPercent: '۲۰',
      zipCode: '١٢٣٤٥',
    });
    expect(item).toMatchObject({
      dailyRate: '95.00',
      deposit: '1200.50',
      minRentalDays: 2,
      maxRentalDays: 14,
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 20,
      zipCode: '12345',
    });
    expect(createItemSchema.parse({ ...listing, deposit: '٠' }).deposit).toBeNull();
    expect(updateItemSchema.parse({ dailyRate: '١٥٠' }).dailyRate).toBe('150.00');
  });

  it('reads a price filter in Arabic-Indic digits', () => {
    expect(itemsQuerySchema.parse({ minPrice: '٥٠', maxPrice: '۱۰۰' })).toMatchObject({
      minPrice: 50,
      maxPrice: 100,
    });
  });

  it('says a price or deposit is over the limit, not just invalid', () => {
    expect(problems(createItemSchema.safeParse({ ...listing, deposit: '999999999' }))).toEqual([
      ['deposit', 'price_too_high'],
    ]);
    expect(problems(createItemSchema.safeParse({ ...listing, dailyRate: 10_000_000 }))).toEqual([
      ['dailyRate', 'price_too_high'],
    ]);
    expect(problems(createItemSchema.safeParse({ ...listing, deposit: '12.345' }))).toEqual([
      ['deposit', 'deposit_invalid'],
    ]);
  });

  it('says the longest rental is shorter than the shortest with the other problems', () => {
    expect(
      problems(createItemSchema.safeParse({ ...listing, title: '', minRentalDays: '5', maxRentalDays: '2' })),
    ).toEqual([
      ['title', 'required'],
      ['maxRentalDays', 'max_days_below_min'],
    ]);
  });
});

describe('a listing that is not an object', () => {
  it('is refused as such, without its cross-field checks reading fields that are not there', () => {
    for (const schema of [createItemSchema, updateItemSchema]) {
      for (const body of [null, [], 'tent', 7]) {
        const parsed = schema.safeParse(body);
        expect(parsed.success, JSON.stringify(body)).toBe(false);
        expect(
          parsed.error?.issues.map((issue) => issue.path),
          JSON.stringify(body),
        ).toEqual([[]]);
      }
    }
  });
});

describe('the price limit', () => {
  it('takes the highest price and refuses a halala more', () => {
    expect(createItemSchema.parse({ ...listing, dailyRate: '٩٩٩٩٩٩٩' }).dailyRate).toBe('9999999.00');
    expect(problems(createItemSchema.safeParse({ ...listing, dailyRate: '9999999.01' }))).toEqual([
      ['dailyRate', 'price_too_high'],
    ]);
  });
});
