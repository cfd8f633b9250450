import { describe, expect, it } from 'vitest';
import { declineReasonOf } from './decline-reason';

describe('a declined attempt’s reason', () => {
  it('reads the gateway’s words for cards and STC Pay alike', () => {
    expect(declineReasonOf('INSUFFICIENT FUNDS')).toBe('insufficient');
    expect(declineReasonOf('INSUFFICIENT_FUNDS')).toBe('insufficient');
    expect(declineReasonOf('Insufficient Balance.')).toBe('insufficient');
    expect(declineReasonOf('DECLINED: LOST CARD')).toBe('cardBlocked');
    expect(declineReasonOf('DECLINED: EXPIRED CARD')).toBe('cardExpired');
    expect(declineReasonOf('DECLINED: EXCEEDS WITHDRAWAL LIMIT')).toBe('limit');
    expect(declineReasonOf('3-D Secure transaction attempt failed (Not Enrolled)')).toBe('threeDs');
    expect(declineReasonOf('Invalid OTP')).toBe('otp');
  });

  it('says only that it was declined when the words say no more', () => {
    expect(declineReasonOf('DECLINED')).toBe('other');
    expect(declineReasonOf('UNSPECIFIED_FAILUER')).toBe('other');
  });
});
