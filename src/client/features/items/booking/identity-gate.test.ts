import { describe, expect, it } from 'vitest';
import { bookingGate, booksAtOnce, requirementInEffect } from './identity-gate';

const none = { identity: null, phone: null, business: null };
const verified = { identity: '2026-01-03T10:00:00.000Z', phone: null, business: null };
const confirmed = '2026-01-02T09:00:00.000Z';

describe('what a listing’s rule on verified identities means for its viewer', () => {
  it('lets a visitor see the form as the listing says: the server asks them to sign in when sending', () => {
    expect(bookingGate({ identityRequirement: 'all', instantBooking: false }, null)).toBe('open');
    expect(bookingGate({ identityRequirement: 'instant', instantBooking: true }, undefined)).toBe('open');
  });

  it('asks any account whose e-mail is not confirmed to confirm it first, whatever the rule', () => {
    for (const identityRequirement of ['none', 'instant', 'all'] as const) {
      expect(
        bookingGate({ identityRequirement, instantBooking: true }, { emailConfirmedAt: null, verified }),
      ).toBe('email');
    }
  });

  it('keeps an unverified member out of a verified-only listing', () => {
    const viewer = { emailConfirmedAt: confirmed, verified: none };
    expect(bookingGate({ identityRequirement: 'all', instantBooking: false }, viewer)).toBe('identity');
    expect(bookingGate({ identityRequirement: 'all', instantBooking: true }, viewer)).toBe('identity');
  });

  it('makes an unverified member’s instant booking wait for the owner, and only on an instant-booking listing', () => {
    const viewer = { emailConfirmedAt: confirmed, verified: none };
    const instant = { identityRequirement: 'instant', instantBooking: true } as const;
    expect(bookingGate(instant, viewer)).toBe('waits');
    expect(booksAtOnce(instant, 'waits')).toBe(false);
    expect(bookingGate({ identityRequirement: 'instant', instantBooking: false }, viewer)).toBe('open');
    expect(requirementInEffect({ identityRequirement: 'instant', instantBooking: false })).toBe('none');
  });

  it('opens everything to a verified member', () => {
    const viewer = { emailConfirmedAt: confirmed, verified };
    const instant = { identityRequirement: 'instant', instantBooking: true } as const;
    expect(bookingGate(instant, viewer)).toBe('open');
    expect(booksAtOnce(instant, 'open')).toBe(true);
    expect(bookingGate({ identityRequirement: 'all', instantBooking: false }, viewer)).toBe('open');
  });
});
