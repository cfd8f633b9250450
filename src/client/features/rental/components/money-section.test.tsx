import type { BookingMoney } from '@shared/api-types';
import { formatHalalas, formatWeekday } from '@shared/format';
import { DEFAULT_FEE_RATES, priceBreakdown } from '@shared/money';
import type { UseQueryResult } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { aBooking, PRICE, someMoney } from '../rental-fixtures';
import { MoneySection } from './money-section';

const loaded = (data: BookingMoney) =>
  ({ isPending: false, isError: false, data }) as UseQueryResult<BookingMoney>;

/** Each line of a breakdown as "label = amount", non-breaking spaces made plain. */
const lines = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('dl > div')].map((row) =>
    [...row.children]
      .slice(0, 2)
      .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())
      .join(' = '),
  );

describe('MoneySection for the renter', () => {
  it('breaks the price down, with the discount, and says how it was paid', async () => {
    const price = priceBreakdown(
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
    await renderWithProviders(
      <MoneySection booking={aBooking({ price })} side="renter" money={loaded(someMoney({ price }))} />,
      { language: 'en' },
    );
    expect(lines('renter-breakdown')).toEqual([
      'SAR 125 × 7 days = SAR 875.00',
      'Discount (10%) = -SAR 87.50',
      // 15 % of the 787.50 rental (Ajjir the deemed supplier), 5 % of it as the fee, 15 % of that.
      'VAT 15% on the rental = SAR 118.13',
      'Ajjir service fee = SAR 39.38',
      'VAT 15% on the service fee = SAR 5.91',
      'Total paid = SAR 950.92',
    ]);
    expect(screen.getByTestId('payment-line').textContent?.replace(/\s+/g, ' ')).toBe(
      'Paid with mada •••• 1010 on Mar 1, 2099',
    );
    expect(screen.getByRole('link', { name: /Tax invoice No\. 17/ }).getAttribute('href')).toBe(
      '/invoices/inv1',
    );
  });

  it('names the documents samples on a demo site, in both languages', async () => {
    const money = loaded({ ...someMoney(), samples: true });
    const { unmount } = await renderWithProviders(
      <MoneySection booking={aBooking()} side="renter" money={money} />,
      { language: 'en' },
    );
    expect(screen.getByRole('link', { name: /^Sample invoice No\. 17 \(not a tax invoice\)/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Tax invoice/ })).toBeNull();
    unmount();
    await renderWithProviders(<MoneySection booking={aBooking()} side="renter" money={money} />, {
      language: 'ar',
    });
    expect(screen.getByRole('link', { name: /^نموذج فاتورة تجريبي رقم ١٧/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /فاتورة ضريبية/ })).toBeNull();
  });

  it('lists each refund with its reason, on its way or done, and the credit note', async () => {
    const money = someMoney({
      status: 'cancelled',
      refunds: [
        {
          id: 'r1',
          amount: 19828,
          reason: 'renter_cancelled',
          secondPayment: false,
          status: 'owed',
          createdAt: '2099-03-05T10:00:00.000Z',
          doneAt: null,
        },
        {
          id: 'r2',
          amount: 500,
          reason: 'admin',
          secondPayment: false,
          status: 'done',
          createdAt: '2099-03-06T10:00:00.000Z',
          doneAt: '2099-03-07T10:00:00.000Z',
        },
      ],
      invoices: [
        ...someMoney().invoices,
        {
          id: 'cn1',
          number: 18,
          kind: 'credit_note',
          supply: 'platform',
          total: 19828,
          issuedAt: '2099-03-05T10:00:00.000Z',
        },
      ],
    });
    await renderWithProviders(
      <MoneySection booking={aBooking({ status: 'cancelled' })} side="renter" money={loaded(money)} />,
      { language: 'en' },
    );
    const [owed, done] = screen.getAllByRole('listitem').filter((item) => item.dataset.refundStatus);
    expect(owed?.textContent).toContain('You cancelled the booking');
    expect(owed?.textContent).toContain(formatHalalas(19828, 'en'));
    expect(owed?.textContent).toContain('On its way to you');
    expect(done?.textContent).toContain('Goodwill refund from Ajjir');
    expect(done?.textContent).toContain('Refunded on Mar 7, 2099');
    // Made at the gateway is not yet on the renter's statement: a card refund takes days to show.
    expect(screen.getByTestId('refund-timing').textContent).toBe(
      'Refunds go back to the card or wallet you paid with; your bank may take a few working days to show them.',
    );
    expect(screen.getByRole('link', { name: /Credit note No\. 18/ }).getAttribute('href')).toBe(
      '/invoices/cn1',
    );
  });

  it('names the refund of a second payment made on the same page', async () => {
    const money = someMoney({
      refunds: [
        {
          id: 'r3',
          amount: 59220,
          reason: 'not_needed',
          secondPayment: true,
          status: 'done',
          createdAt: '2099-03-05T10:00:00.000Z',
          doneAt: '2099-03-05T10:01:00.000Z',
        },
      ],
    });
    await renderWithProviders(<MoneySection booking={aBooking()} side="renter" money={loaded(money)} />, {
      language: 'ar',
    });
    const [refund] = screen.getAllByRole('listitem').filter((item) => item.dataset.refundStatus);
    expect(refund?.textContent).toContain('دفعة ثانية لهذا الحجز، أُعيدت إليك كاملة');
    expect(refund?.textContent).toContain(formatHalalas(59220, 'ar'));
  });

  it('says a booking made before payments was paid to the owner directly, and totals it plainly', async () => {
    await renderWithProviders(
      <MoneySection
        booking={aBooking({ status: 'confirmed' })}
        side="renter"
        money={loaded(someMoney({ status: 'confirmed', payment: null, invoices: [] }))}
      />,
      { language: 'en' },
    );
    expect(lines('renter-breakdown').at(-1)).toBe('Total = SAR 452.81');
    expect(screen.getByText(/Booked before payments through Ajjir: paid to the owner directly/)).toBeTruthy();
    expect(screen.queryByTestId('payment-line')).toBeNull();
  });

  it('says what is still to pay on an unpaid request', async () => {
    await renderWithProviders(
      <MoneySection
        booking={aBooking({ status: 'awaiting_payment' })}
        side="renter"
        money={loaded(someMoney({ status: 'awaiting_payment', payment: null, invoices: [] }))}
      />,
      { language: 'en' },
    );
    expect(lines('renter-breakdown').at(-1)).toBe('Total to pay = SAR 452.81');
    expect(screen.getByText('Not paid yet')).toBeTruthy();
  });

  it('says when the amounts could not load, with a retry', async () => {
    const refetch = vi.fn();
    const failed = { isPending: false, isError: true, error: new TypeError('offline'), refetch };
    const { user } = await renderWithProviders(
      <MoneySection
        booking={aBooking()}
        side="renter"
        money={failed as unknown as UseQueryResult<BookingMoney>}
      />,
      { language: 'en' },
    );
    expect(within(screen.getByRole('alert')).getByText('We could not load the amounts.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });
});

describe('MoneySection for the owner', () => {
  it('takes the commission and its VAT off the rental, and says the earning is held', async () => {
    const money = someMoney({
      ownerEarning: {
        amount: PRICE.ownerEarning,
        state: 'pending',
        paidOutAt: null,
        heldFor: 'claim_window',
        heldUntil: '2099-03-17T21:00:00.000Z',
      },
    });
    await renderWithProviders(<MoneySection booking={aBooking()} side="owner" money={loaded(money)} />, {
      language: 'en',
    });
    expect(lines('owner-breakdown')).toEqual([
      'SAR 125 × 3 days = SAR 375.00',
      'Ajjir commission = -SAR 37.50',
      'VAT 15% on the commission = -SAR 5.63',
      'You receive = SAR 331.87',
    ]);
    expect(screen.getByText('Held')).toBeTruthy();
    expect(screen.getByTestId('held-until').textContent).toBe(
      `Returned; released when the claim window closes: ${formatWeekday('2099-03-17T21:00:00.000Z', 'en')}`,
    );
    expect(screen.queryByTestId('payment-line')).toBeNull();
  });

  it('shows the server’s earning after a settlement, and that it is in the balance, in Arabic', async () => {
    const money = someMoney({
      status: 'cancelled',
      ownerEarning: { amount: 16594, state: 'available', paidOutAt: null, heldFor: null, heldUntil: null },
    });
    await renderWithProviders(
      <MoneySection booking={aBooking({ status: 'cancelled' })} side="owner" money={loaded(money)} />,
      { language: 'ar' },
    );
    expect(lines('owner-breakdown').at(-1)).toBe(
      `صافي مستحقاتك = ${formatHalalas(16594, 'ar').replace(/\s+/g, ' ').trim()}`,
    );
    expect(screen.getByText('متاح في رصيدك')).toBeTruthy();
  });

  it('says when nothing is earned', async () => {
    const money = someMoney({
      status: 'declined',
      ownerEarning: { amount: 0, state: 'none', paidOutAt: null, heldFor: null, heldUntil: null },
    });
    await renderWithProviders(
      <MoneySection booking={aBooking({ status: 'declined' })} side="owner" money={loaded(money)} />,
      { language: 'en' },
    );
    expect(lines('owner-breakdown').at(-1)).toBe('You receive = SAR 0.00');
    expect(screen.getByText('Nothing for you from this booking')).toBeTruthy();
  });
});
