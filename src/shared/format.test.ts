import { describe, expect, it } from 'vitest';
import { canonicalCity, cityName, findCity, regionName, SAUDI_CITIES, SAUDI_REGIONS } from './cities';
import {
  formatDailyRate,
  formatDay,
  formatDayRange,
  formatDeadline,
  formatDistance,
  formatHalalas,
  formatHijriDay,
  formatMoment,
  formatMoney,
  formatPercent,
  formatRating,
  formatRiyalAmount,
  formatYear,
} from './format';

describe('prices (docs/product.md, "Limits")', () => {
  it('shows a whole daily rate in riyal with no decimals, in each language', () => {
    expect(formatDailyRate('150.00', 'en')).toMatch(/^SAR\s150$/);
    const arabic = formatDailyRate('150.00', 'ar');
    expect(arabic).toContain('١٥٠');
    expect(arabic).toContain('ر.س');
    expect(arabic).not.toContain('$');
  });

  it('shows halalas whenever they are not zero, in each language (never rounded to whole riyals)', () => {
    expect(formatDailyRate('15.50', 'en')).toMatch(/^SAR\s15\.50$/);
    expect(formatDailyRate(99.99, 'en')).toMatch(/^SAR\s99\.99$/);
    expect(formatDailyRate('0.05', 'en')).toMatch(/^SAR\s0\.05$/);
    expect(formatDailyRate('1200.10', 'en')).toMatch(/^SAR\s1,200\.10$/);
    expect(formatDailyRate('15.50', 'ar')).toContain('١٥٫٥٠');
    expect(formatDailyRate('7.00', 'ar')).toContain('٧');
    expect(formatDailyRate('7.00', 'ar')).not.toContain('٫');
    expect(formatRiyalAmount(12.5, 'en')).toBe('12.50');
    expect(formatRiyalAmount(40, 'ar')).toBe('٤٠');
  });

  it('shows totals with two decimals', () => {
    expect(formatMoney('240', 'en')).toMatch(/^SAR\s240\.00$/);
    expect(formatMoney('240', 'ar')).toContain('٢٤٠٫٠٠');
  });
});

describe('percents', () => {
  it('shows a percent in each language, its decimals only when it has some', () => {
    expect(formatPercent(25, 'en')).toBe('25%');
    expect(formatPercent(15, 'ar')).toContain('١٥٪');
    expect(formatPercent(2.5, 'en')).toBe('2.5%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });

  it('show a discount in the page’s digits and sign', () => {
    expect(formatPercent(10, 'en')).toBe('10%');
    expect(formatPercent(10, 'ar')).toBe('١٠٪؜');
  });
});

describe('ratings', () => {
  it('show one decimal, and nothing at all before the first review', () => {
    expect(formatRating('4.75', 'en')).toBe('4.8');
    expect(formatRating('4.70', 'ar')).toBe('٤٫٧');
    expect(formatRating('0.00', 'en')).toBeNull();
  });
});

describe('distance', () => {
  it('is in metres under a kilometre and in kilometres with one decimal above, in the page’s language', () => {
    expect(formatDistance(0.4537, 'en')).toBe('450 m');
    expect(formatDistance(0.001, 'en')).toBe('10 m');
    expect(formatDistance(3.17, 'en')).toBe('3.2 km');
    expect(formatDistance(851.04, 'en')).toBe('851 km');
    expect(formatDistance(3.17, 'ar')).toBe('٣٫٢ كم');
    expect(formatDistance(0.45, 'ar')).toBe('٤٥٠ مترًا');
  });
});

describe('booking days', () => {
  it('read in the page’s language, and in the Hijri calendar for Arabic readers', () => {
    expect(formatDay('2026-12-15', 'en')).toBe('Dec 15, 2026');
    expect(formatDay('2026-12-15', 'en', { weekday: true })).toBe('Tue, Dec 15, 2026');
    expect(formatDay('2026-12-15', 'ar')).toBe('١٥ ديسمبر ٢٠٢٦');
    // 15 December 2026 is 6 Rajab 1448 in the Umm al-Qura calendar.
    expect(formatHijriDay('2026-12-15')).toBe('٦ رجب ١٤٤٨ هـ');
    expect(formatHijriDay('2026-12-15', 'en')).toBe('Rajab 6, 1448 AH');
  });

  it('say a range’s shared month and year once', () => {
    expect(formatDayRange('2026-12-14', '2026-12-16', 'en')).toBe('Dec 14\u2009–\u200916, 2026');
    expect(formatDayRange('2026-12-14', '2026-12-16', 'ar')).toBe('١٤–١٦ ديسمبر ٢٠٢٦');
    expect(formatDayRange('2026-12-30', '2027-01-02', 'en')).toBe('Dec 30, 2026\u2009–\u2009Jan 2, 2027');
  });

  it('tell a moment in Riyadh time, whatever the reader’s clock', () => {
    // Midnight in Riyadh is 21:00 UTC the day before.
    expect(formatMoment('2026-12-14T21:00:00Z', 'en')).toBe('Tue, Dec 15, 2026, 12:00 AM');
    expect(formatMoment('2026-12-14T21:00:00Z', 'ar')).toBe('الثلاثاء، ١٥ ديسمبر ٢٠٢٦، ١٢:٠٠ ص');
  });

  it('say a deadline at midnight in Riyadh as the whole day before it, never as "12:00 AM" of the next', () => {
    // Tuesday 15 December begins at 21:00 UTC on the 14th: the deadline covers all of Monday.
    expect(formatDeadline('2026-12-14T21:00:00Z', 'en')).toBe('Monday, December 14, 2026');
    expect(formatDeadline('2026-12-14T21:00:00Z', 'ar')).toBe('الاثنين، ١٤ ديسمبر ٢٠٢٦');
  });
});

describe('amounts in halalas', () => {
  it('show as riyal with two decimals, exactly', () => {
    expect(formatHalalas(21038, 'en')).toBe(formatMoney('210.38', 'en'));
    expect(formatHalalas(42075, 'ar')).toBe(formatMoney('420.75', 'ar'));
    expect(formatHalalas(5, 'en')).toBe(formatMoney('0.05', 'en'));
  });
});

describe('years and cities', () => {
  it('writes the year in the page’s digits, without a thousands separator', () => {
    const date = new Date('2026-06-01T00:00:00Z');
    expect(formatYear(date, 'en')).toBe('2026');
    expect(formatYear(date, 'ar')).toBe('٢٠٢٦');
  });

  it('names a known city in either language, and leaves an unknown one as written', () => {
    expect(cityName('riyadh', 'ar')).toBe('الرياض');
    expect(cityName('Jeddah', 'en')).toBe('Jeddah');
    expect(cityName('Unaizah', 'ar')).toBe('عنيزة');
    expect(cityName('Al Ghat', 'ar')).toBe('Al Ghat');
    expect(findCity(' Abha ')?.latitude).toBeCloseTo(18.2164);
    expect(findCity('جدة')?.name).toBe('Jeddah');
    expect(canonicalCity(' الرياض ')).toBe('Riyadh');
    expect(canonicalCity('Al Ghat ')).toBe('Al Ghat');
    expect(regionName('Eastern Province', 'ar')).toBe('المنطقة الشرقية');
    // Every city's region is one of the thirteen.
    for (const city of SAUDI_CITIES) expect(SAUDI_REGIONS.map((r) => r.name)).toContain(city.region);
  });
});
