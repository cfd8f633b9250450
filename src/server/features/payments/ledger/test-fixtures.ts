/**
 * Test data for money: a booking priced as `requestBooking` prices one (priceBreakdown, stored in
 * the columns bookings_price_adds_up checks) and its payment at the gateway. Tests only.
 */
import { randomBytes } from 'node:crypto';
import { chargedDays } from '@shared/bookings';
import type { BookingStatus } from '@shared/constants';
import { DEFAULT_FEE_RATES, type PriceBreakdown, priceBreakdown } from '@shared/money';
import { fromHalalas } from '@shared/pricing';
import { type Db, oneRow } from '../../../db/client';
import { payments, payouts } from '../../../db/schema';
import { createBooking, createItem, createUser } from '../../../test/fixtures';
import { postTransaction } from './ledger';
import { chargeLines } from './movements';

const unique = () => randomBytes(6).toString('hex');

export interface PaidBooking {
  owner: Awaited<ReturnType<typeof createUser>>;
  renter: Awaited<ReturnType<typeof createUser>>;
  item: Awaited<ReturnType<typeof createItem>>;
  booking: Awaited<ReturnType<typeof createBooking>>;
  payment: typeof payments.$inferSelect;
  price: PriceBreakdown;
}

/**
 * A new owner, item, renter and booking of 120.00 a day from 2030-01-10 to 2030-01-12 (two days:
 * 253.80 paid, 212.40 the owner's), and its paid payment. Give `owner` to put several bookings on one owner.
 */
export async function createPaidBooking(
  db: Db,
  options: { status?: BookingStatus; owner?: PaidBooking['owner']; dailyRateHalalas?: number } = {},
): Promise<PaidBooking> {
  const owner = options.owner ?? (await createUser(db));
  const renter = await createUser(db, { firstName: 'سارة', lastName: 'العتيبي' });
  const dailyRateHalalas = options.dailyRateHalalas ?? 12_000;
  const item = await createItem(db, owner.id, { dailyRate: fromHalalas(dailyRateHalalas) });
  const startDate = '2030-01-10';
  const endDate = '2030-01-12';
  const price = priceBreakdown(
    {
      dailyRateHalalas,
      days: chargedDays(startDate, endDate),
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
    },
    DEFAULT_FEE_RATES,
  );
  const booking = await createBooking(db, item, renter.id, {
    startDate,
    endDate,
    status: options.status ?? 'pending',
    dailyRate: fromHalalas(dailyRateHalalas),
    totalCost: fromHalalas(price.rental),
    discountPercent: price.discountPercent,
    subtotalHalalas: price.subtotal,
    discountHalalas: price.discount,
    rentalHalalas: price.rental,
    serviceFeeHalalas: price.serviceFee,
    serviceFeeVatHalalas: price.serviceFeeVat,
    commissionHalalas: price.commission,
    commissionVatHalalas: price.commissionVat,
    totalHalalas: price.total,
    ownerEarningHalalas: price.ownerEarning,
    cancellationPolicy: 'flexible',
  });
  const gatewayInvoiceId = `inv_${unique()}`;
  const payment = oneRow(
    await db
      .insert(payments)
      .values({
        bookingId: booking.id,
        payerId: renter.id,
        amountHalalas: price.total,
        status: 'paid',
        gatewayInvoiceId,
        gatewayUrl: `https://sandbox.example/invoices/${gatewayInvoiceId}`,
        gatewayPaymentId: `pay_${unique()}`,
        method: 'mada',
        cardLast4: '1111',
        paidAt: new Date(),
      })
      .returning(),
    'the payment',
  );
  return { owner, renter, item, booking, payment, price };
}

/** `createPaidBooking`, and the charge the ledger books for its payment. */
export async function createChargedBooking(
  db: Db,
  options: Parameters<typeof createPaidBooking>[1] = {},
): Promise<PaidBooking> {
  const paid = await createPaidBooking(db, options);
  await db.transaction((tx) =>
    postTransaction(tx, {
      key: `charge:${paid.payment.id}`,
      kind: 'charge',
      bookingId: paid.booking.id,
      paymentId: paid.payment.id,
      lines: chargeLines({ bookingId: paid.booking.id, amount: paid.price.total }),
    }),
  );
  return paid;
}

/** A payout row for `ownerId`, for a ledger transaction to name. */
export async function createPayout(db: Db, ownerId: string, amount: number) {
  return oneRow(
    await db
      .insert(payouts)
      .values({
        key: `payout:${unique()}`,
        ownerId,
        amountHalalas: amount,
        iban: 'SA0380000000608010167519',
        holderName: 'Test Owner',
      })
      .returning(),
    'the payout',
  );
}
