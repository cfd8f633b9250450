import { SYSTEM_STATUS_REASONS } from '@shared/bookings';
import { describe, expect, it } from 'vitest';
import { paymentStateOf } from './payment-state';
import { aBooking } from './rental-fixtures';

const PAID_AT = '2099-03-01T09:05:00.000Z';

describe('paymentStateOf', () => {
  it('is paid once the gateway took the payment, whatever happened since', () => {
    for (const status of ['pending', 'confirmed', 'cancelled', 'declined', 'expired'] as const) {
      expect(paymentStateOf(aBooking({ status }), PAID_AT)).toBe('paid');
    }
  });

  it('is due while a request waits for its payment', () => {
    expect(paymentStateOf(aBooking({ status: 'awaiting_payment' }), null)).toBe('due');
  });

  it('is unpaid for a request that lapsed or was withdrawn before paying', () => {
    expect(paymentStateOf(aBooking({ status: 'cancelled' }), null)).toBe('unpaid');
    expect(
      paymentStateOf(aBooking({ status: 'expired', statusReason: SYSTEM_STATUS_REASONS.unpaid }), null),
    ).toBe('unpaid');
  });

  it('is outside Ajjir for a booking that went past payment without one (made before payments)', () => {
    for (const status of ['pending', 'confirmed', 'active', 'completed', 'declined'] as const) {
      expect(paymentStateOf(aBooking({ status }), null)).toBe('outside');
    }
    expect(paymentStateOf(aBooking({ status: 'cancelled', cancelledLate: true }), null)).toBe('outside');
    expect(
      paymentStateOf(aBooking({ status: 'expired', statusReason: SYSTEM_STATUS_REASONS.expired }), null),
    ).toBe('outside');
  });
});
