import { describe, expect, it } from 'vitest';
import { DISPUTE_DECISION_HOURS, disputeDecideBy, lateReturnAmount } from './claims';

describe('lateReturnAmount', () => {
  it('is the late days at the daily rate, never more than the deposit', () => {
    expect(lateReturnAmount({ lateDays: 2, dailyRate: 7_500, deposit: 50_000 })).toBe(15_000);
    expect(lateReturnAmount({ lateDays: 9, dailyRate: 7_500, deposit: 50_000 })).toBe(50_000);
  });

  it('refuses a number of days that is none or not whole', () => {
    expect(() => lateReturnAmount({ lateDays: 0, dailyRate: 7_500, deposit: 50_000 })).toThrow(RangeError);
    expect(() => lateReturnAmount({ lateDays: 1.5, dailyRate: 7_500, deposit: 50_000 })).toThrow(RangeError);
  });
});

describe('disputeDecideBy', () => {
  it('is the decision target after the dispute', () => {
    const disputedAt = new Date('2026-12-06T10:00:00Z');
    expect(disputeDecideBy(disputedAt).getTime() - disputedAt.getTime()).toBe(
      DISPUTE_DECISION_HOURS * 3_600_000,
    );
  });
});
