import type { BookingMoney } from '@shared/api-types';
import { formatHalalas } from '@shared/format';
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
    const price = { ...PRICE, days: 7, subtotal: 87500, discountPercent: 10, discount: 8750, rental: 78750 };
    await renderWithProviders(
      <MoneySection booking={aBooking({ price })} side="renter" money={loaded(someMoney({ price }))} />,
      { language: 'en' },
    );
    expect(lines('renter-breakdown')).toEqual([
      '7 days × SAR 125 = SAR 875.00',
      '10% discount = -SAR 87.50',
      'Service fee = SAR 18.75',
      'VAT on the fee = SAR 2.81',
      'Total paid = SAR 396.56',
    ]);
    expect(screen.getByTestId('payment-line').textContent?.replace(/\s+/g, ' ')).toBe(
      'Paid with mada •••• 1010 on Mar 1, 2099',
    );
    expect(screen.getByRole('link', { name: /Tax invoice No\. 17/ }).getAttribute('href')).toBe(
      '/invoices/inv1',
    );
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
        { id: 'cn1', number: 18, kind: 'credit_note', total: 19828, issuedAt: '2099-03-05T10:00:00.000Z' },
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
    expect(done?.textContent).toContain('A refund from the Ajjir team');
    expect(done?.textContent).toContain('Refunded on Mar 7, 2099');
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

  it('shows a booking from before payments as days × rate only', async () => {
    await renderWithProviders(
      <MoneySection
        booking={aBooking({ price: null })}
        side="renter"
        money={loaded(someMoney({ price: null }))}
      />,
      { language: 'en' },
    );
    expect(screen.getByText('3 days × SAR 125')).toBeTruthy();
    expect(screen.getByText('SAR 375.00')).toBeTruthy();
    expect(screen.queryByTestId('renter-breakdown')).toBeNull();
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
    const money = someMoney({ ownerEarning: { amount: PRICE.ownerEarning, state: 'pending' } });
    await renderWithProviders(<MoneySection booking={aBooking()} side="owner" money={loaded(money)} />, {
      language: 'en',
    });
    expect(lines('owner-breakdown')).toEqual([
      '3 days × SAR 125 = SAR 375.00',
      'Ajjir commission = -SAR 37.50',
      'VAT on the commission = -SAR 5.63',
      'You earn = SAR 331.87',
    ]);
    expect(screen.getByText('Held until the rental ends')).toBeTruthy();
    expect(screen.queryByTestId('payment-line')).toBeNull();
  });

  it('shows the server’s earning after a settlement, and that it is in the balance, in Arabic', async () => {
    const money = someMoney({ status: 'cancelled', ownerEarning: { amount: 16594, state: 'available' } });
    await renderWithProviders(
      <MoneySection booking={aBooking({ status: 'cancelled' })} side="owner" money={loaded(money)} />,
      { language: 'ar' },
    );
    expect(lines('owner-breakdown').at(-1)).toBe(
      `صافي ربحك = ${formatHalalas(16594, 'ar').replace(/\s+/g, ' ').trim()}`,
    );
    expect(screen.getByText('متاح في رصيدك')).toBeTruthy();
  });

  it('says when nothing is earned', async () => {
    const money = someMoney({ status: 'declined', ownerEarning: { amount: 0, state: 'none' } });
    await renderWithProviders(
      <MoneySection booking={aBooking({ status: 'declined' })} side="owner" money={loaded(money)} />,
      { language: 'en' },
    );
    expect(lines('owner-breakdown').at(-1)).toBe('You earn = SAR 0.00');
    expect(screen.getByText('Nothing earned from this booking')).toBeTruthy();
  });
});
