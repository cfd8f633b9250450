import type { Item } from '@shared/api-types';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { PriceBreakdown } from './price-breakdown';

const TERMS = {
  serviceFeeBasisPoints: 500,
  commissionBasisPoints: 1000,
  vatBasisPoints: 1500,
  vatPolicy: 'deemed-supplier',
  sandbox: true,
};

const item = {
  id: '7d1f7a52-2f0e-4a57-9d0e-0d7c1c1b6c11',
  dailyRate: '100.00',
  deposit: '250.00',
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: 25,
  owner: { vatRegistered: false },
} as Item;

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

/** The preview's lines as [label, amount] pairs, spaces tidied. */
function lines() {
  const region = screen.getByRole('region', { name: /^(Price|السعر)$/ });
  return within(region)
    .getAllByRole('definition')
    .map((dd) =>
      [dd.previousElementSibling?.textContent, dd.textContent].map((t) => t?.replace(/\s+/g, ' ')),
    );
}

describe('PriceBreakdown', () => {
  it('shows days × rate, the weekly discount, the rental’s VAT, the service fee and its VAT, and the total', async () => {
    api = stubApi({ 'GET /api/payments/terms': { body: TERMS } });
    await renderWithProviders(<PriceBreakdown item={item} startDate="2030-03-01" endDate="2030-03-09" />, {
      language: 'en',
    });
    expect(await screen.findByTestId('price-total')).toBeTruthy();
    // 8 days × 100 = 800; 10% off = 720; its VAT 15% = 108 (Ajjir the deemed supplier); fee 5% =
    // 36; VAT 15% of it = 5.40; total 869.40.
    expect(lines()).toEqual([
      ['SAR 100 × 8 days', 'SAR 800.00'],
      ['Weekly discount (10%)', '-SAR 80.00'],
      ['VAT 15% on the rental', 'SAR 108.00'],
      ['Ajjir service fee', 'SAR 36.00'],
      ['VAT 15% on the service fee', 'SAR 5.40'],
      ['Rental total', 'SAR 869.40'],
      ['Refundable deposit', 'SAR 250.00'],
      ['Total with the deposit', 'SAR 1,119.40'],
    ]);
    expect(screen.getByText(/^Paid with the rental and held by Ajjir while it runs/)).toBeTruthy();
  });

  it('takes the monthly discount from 28 days, in Arabic', async () => {
    api = stubApi({ 'GET /api/payments/terms': { body: TERMS } });
    await renderWithProviders(<PriceBreakdown item={item} startDate="2030-03-01" endDate="2030-03-29" />, {
      language: 'ar',
    });
    const total = await screen.findByTestId('price-total');
    // 28 × 100 = 2,800; 25% off = 2,100; its VAT 315; fee 105; VAT 15.75; total 2,535.75.
    expect(total.textContent).toContain('٢٬٥٣٥٫٧٥');
    expect(screen.getByText('ضريبة القيمة المضافة ١٥٪؜ على الإيجار')).toBeTruthy();
    expect(screen.getByText('خصم الشهر (٢٥٪؜)')).toBeTruthy();
  });

  it('adds no VAT on the rental under owner-only for an owner not registered, and adds it for one who is', async () => {
    api = stubApi({ 'GET /api/payments/terms': { body: { ...TERMS, vatPolicy: 'owner-only' } } });
    const { unmount } = await renderWithProviders(
      <PriceBreakdown item={item} startDate="2030-03-01" endDate="2030-03-04" />,
      { language: 'en' },
    );
    // 3 × 100 = 300; fee 15; VAT 2.25; total 317.25.
    expect((await screen.findByTestId('price-total')).textContent).toMatch(/SAR\s317\.25/);
    expect(screen.queryByText('VAT 15% on the rental')).toBeNull();
    unmount();
    const registered = { ...item, owner: { vatRegistered: true } } as Item;
    await renderWithProviders(
      <PriceBreakdown item={registered} startDate="2030-03-01" endDate="2030-03-04" />,
      {
        language: 'en',
      },
    );
    // The owner charges 45.00 VAT on the 300 rental: 362.25.
    expect((await screen.findByTestId('price-total')).textContent).toMatch(/SAR\s362\.25/);
  });

  it('shows no discount line under a week, and says so when the fees cannot be loaded', async () => {
    api = stubApi({ 'GET /api/payments/terms': { status: 500, body: { code: 'internal' } } });
    await renderWithProviders(<PriceBreakdown item={item} startDate="2030-03-01" endDate="2030-03-04" />, {
      language: 'en',
    });
    expect(
      await screen.findByText('We could not load the fees; you will see the full amount before you pay.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('price-total')).toBeNull();
    expect(lines()[0]).toEqual(['SAR 100 × 3 days', 'SAR 300.00']);
    expect(screen.queryByText(/discount/)).toBeNull();
  });
});
