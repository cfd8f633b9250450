import type { Reconciliation } from '@shared/api-types';
import type { Language } from '@shared/constants';
import { formatMoney } from '@shared/format';
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { registerAdminStrings } from '../admin.i18n';
import { reconciliationFixture } from '../admin-fixtures';
import { ReconciliationVerdict } from './reconciliation-verdict';

const report = reconciliationFixture;

async function show(value: Reconciliation, language: Language = 'en') {
  const rendered = await renderWithProviders(<ReconciliationVerdict report={value} />, { language });
  registerAdminStrings(i18n);
  await i18n.changeLanguage(language);
  return rendered;
}

describe('ReconciliationVerdict', () => {
  it('says a day balances, with no list of differences', async () => {
    await show(report());
    expect(await screen.findByRole('heading', { name: 'Balanced' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a day does not balance, and lists each difference with both sides', async () => {
    await show(
      report({
        balanced: false,
        matched: 0,
        differences: [
          {
            kind: 'missing_at_gateway',
            paymentId: 'p1',
            payoutId: null,
            bookingId: 'b1c2d3e4-0000-4000-8000-000000000000',
            gatewayPaymentId: 'pay_1',
            ours: 25_380,
            gateway: null,
          },
          {
            kind: 'status',
            paymentId: 'p2',
            payoutId: null,
            bookingId: null,
            gatewayPaymentId: 'pay_2',
            ours: 'paid',
            gateway: 'failed',
          },
        ],
        ledgerProblems: ['transaction 7 (charge:x) sums to 5 halalas, not 0'],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Does not balance' })).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Paid in our books, not at the gateway');
    expect(rows[1]?.textContent).toContain(formatMoney('253.80', 'en'));
    expect(rows[1]?.textContent).toContain('b1c2d3e4');
    expect(rows[2]?.textContent).toContain('Paid');
    expect(rows[2]?.textContent).toContain('Failed');
    expect(screen.getByText('transaction 7 (charge:x) sums to 5 halalas, not 0')).toBeTruthy();
  });

  it('names a payout’s differences, with the payouts of the status we hold a link away', async () => {
    await show(
      report({
        balanced: false,
        differences: [
          {
            kind: 'payout_status',
            paymentId: null,
            payoutId: '9f1e2d3c-0000-4000-8000-000000000000',
            bookingId: null,
            gatewayPaymentId: null,
            ours: 'paid',
            gateway: 'returned',
          },
          {
            kind: 'payout_missing',
            paymentId: null,
            payoutId: '7a6b5c4d-0000-4000-8000-000000000000',
            bookingId: null,
            gatewayPaymentId: null,
            ours: 42_525,
            gateway: null,
          },
        ],
      }),
    );
    const [, status, missing] = await screen.findAllByRole('row');
    expect(status?.textContent).toContain('Payout statuses differ');
    expect(status?.textContent).toContain('Paid');
    expect(status?.textContent).toContain('Returned by the bank');
    expect(
      within(status!)
        .getByRole('link', { name: /Payout 9f1e2d3c/ })
        .getAttribute('href'),
    ).toBe('/admin/payments?tab=payouts&status=paid');
    expect(missing?.textContent).toContain('A payout we sent that the gateway does not have');
    expect(missing?.textContent).toContain(formatMoney('425.25', 'en'));
  });

  it('does not balance in Arabic when the gateway’s list was not read to the end', async () => {
    await show(
      report({
        balanced: false,
        gateway: { payments: { count: 0, amount: 0 }, refunded: 0, complete: false },
      }),
      'ar',
    );
    expect(await screen.findByRole('heading', { name: 'غير متطابقة' })).toBeTruthy();
    expect(screen.getByText(/لم تُقرأ كل صفحات بوابة الدفع/)).toBeTruthy();
  });
});
