import type { PriceBreakdownAnswer } from '@shared/api-types';
import { formatHalalas } from '@shared/format';
import { DEFAULT_FEE_RATES, priceBreakdown } from '@shared/money';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatHalalaAmount } from '../lib/money';
import { renderWithProviders } from '../test/render';
import { PriceLines } from './price-lines';

/** 7 days at 125.00 with 10 % off a week. */
const week: PriceBreakdownAnswer = priceBreakdown(
  {
    dailyRateHalalas: 12_500,
    days: 7,
    weeklyDiscountPercent: 10,
    monthlyDiscountPercent: 0,
    rentalVatBy: 'platform',
    depositHalalas: 0,
  },
  DEFAULT_FEE_RATES,
);

/** Each line as "label = amount", spaces (Intl's non-breaking ones too) made plain. */
const lines = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll(':scope > div')].map((row) =>
    [...row.querySelectorAll('dt, dd')]
      .slice(0, 2)
      .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())
      .join(' = '),
  );

describe('PriceLines', () => {
  it('shows the renter days × rate, the discount, the rental’s VAT, the fee and its VAT, and the total', async () => {
    await renderWithProviders(<PriceLines price={week} view="renter" total="due" testId="lines" />, {
      language: 'en',
    });
    expect(lines('lines')).toEqual([
      'SAR 125 × 7 days = SAR 875.00',
      'Discount (10%) = -SAR 87.50',
      // 15 % of 787.50 = 118.125, half up; Ajjir the deemed supplier.
      'VAT 15% on the rental = SAR 118.13',
      'Ajjir service fee = SAR 39.38',
      'VAT 15% on the service fee = SAR 5.91',
      'Total to pay = SAR 950.92',
    ]);
  });

  it('shows an owner registered for VAT the rental’s VAT as theirs, in both languages', async () => {
    const theirs = priceBreakdown(
      {
        dailyRateHalalas: 12_500,
        days: 3,
        weeklyDiscountPercent: 0,
        monthlyDiscountPercent: 0,
        rentalVatBy: 'owner',
        depositHalalas: 0,
      },
      DEFAULT_FEE_RATES,
    );
    const { unmount } = await renderWithProviders(<PriceLines price={theirs} view="owner" testId="lines" />, {
      language: 'en',
    });
    expect(lines('lines')).toEqual([
      'SAR 125 × 3 days = SAR 375.00',
      'VAT 15% on the rental, yours to declare = SAR 56.25',
      'Ajjir commission = -SAR 37.50',
      'VAT 15% on the commission = -SAR 5.63',
      'You receive = SAR 388.12',
    ]);
    unmount();
    await renderWithProviders(<PriceLines price={theirs} view="owner" testId="lines" />, { language: 'ar' });
    expect(lines('lines')[1]?.split(' = ')[0]).toBe('ضريبة القيمة المضافة ١٥٪؜ على الإيجار، تُقرّ بها أنت');
  });

  it('names the discount when the preview knows which, and says the total is paid', async () => {
    await renderWithProviders(
      <PriceLines price={week} view="renter" total="paid" discountKind="weekly" testId="lines" />,
      { language: 'en' },
    );
    expect(lines('lines')[1]).toBe('Weekly discount (10%) = -SAR 87.50');
    expect(lines('lines').at(-1)).toBe('Total paid = SAR 950.92');
  });

  it("shows the owner what they earn, the server's figure, with its note", async () => {
    await renderWithProviders(
      <PriceLines price={week} view="owner" ownerEarning={0} earningNote="Nothing earned" testId="lines" />,
      { language: 'en' },
    );
    expect(lines('lines')).toEqual([
      'SAR 125 × 7 days = SAR 875.00',
      'Discount (10%) = -SAR 87.50',
      'Rental after the discount = SAR 787.50',
      'Ajjir commission = -SAR 78.75',
      'VAT 15% on the commission = -SAR 11.81',
      'You receive = SAR 0.00',
    ]);
    expect(screen.getByText('Nothing earned')).toBeTruthy();
  });

  it('gives administrators both sums, in Arabic, the amounts in Arabic digits', async () => {
    await renderWithProviders(<PriceLines price={week} view="all" testId="lines" />, { language: 'ar' });
    const shown = lines('lines');
    expect(shown[0]).toBe(
      `${formatHalalaAmount(12_500, 'ar')} × ٧ أيام = ${formatHalalas(87_500, 'ar')}`.replace(/\s+/g, ' '),
    );
    expect(shown.map((line) => line.split(' = ')[0])).toEqual([
      expect.stringContaining('× ٧ أيام'),
      'الخصم (١٠٪؜)',
      'ضريبة القيمة المضافة ١٥٪؜ على الإيجار',
      'رسوم خدمة أجّر',
      'ضريبة القيمة المضافة ١٥٪؜ على رسوم الخدمة',
      'الإجمالي',
      'الإيجار بعد الخصم',
      'عمولة أجّر',
      'ضريبة القيمة المضافة ١٥٪؜ على العمولة',
      'صافي مستحقات المالك',
    ]);
    expect(screen.getByTestId('price-total').textContent).toBe(formatHalalas(week.total, 'ar'));
  });

  it('names the rental plainly for administrators when nothing was taken off', async () => {
    const plain = priceBreakdown(
      {
        dailyRateHalalas: 12_500,
        days: 3,
        weeklyDiscountPercent: 0,
        monthlyDiscountPercent: 0,
        rentalVatBy: 'platform',
        depositHalalas: 0,
      },
      DEFAULT_FEE_RATES,
    );
    await renderWithProviders(<PriceLines price={plain} view="all" testId="lines" />, { language: 'en' });
    expect(lines('lines')).toContain('Rental = SAR 375.00');
  });

  it('shows the rental alone while the fees are unknown', async () => {
    await renderWithProviders(<PriceLines price={week} view="renter" fees={false} testId="lines" />, {
      language: 'en',
    });
    expect(lines('lines')).toHaveLength(2);
    expect(screen.queryByTestId('price-total')).toBeNull();
  });
});
