import { describe, expect, it } from 'vitest';
import { deleteConfirmText, removalSummary } from './delete-confirm';

const t = (key: string, options?: { count: number }) => (options ? `${key}(${options.count})` : key);

describe('deleteConfirmText', () => {
  it('asks only "Are you sure you want to delete this listing?" when no booking lies ahead', () => {
    expect(deleteConfirmText(t, 0)).toBe('admin.items.confirmDelete');
  });

  it('says how many bookings the removal cancels', () => {
    expect(deleteConfirmText(t, 3)).toBe('admin.items.confirmDelete\n\nadmin.items.confirmCancels(3)');
  });
});

describe('removalSummary', () => {
  it('says nothing when no booking was touched', () => {
    expect(
      removalSummary(t, { cancelledBookings: 0, declinedRequests: 0, activeRentals: 0 }),
    ).toBeUndefined();
  });

  it('names each kind of booking touched', () => {
    expect(removalSummary(t, { cancelledBookings: 2, declinedRequests: 1, activeRentals: 0 })).toBe(
      'admin.items.removal.cancelled(2) admin.items.removal.declined(1)',
    );
    expect(removalSummary(t, { cancelledBookings: 0, declinedRequests: 0, activeRentals: 1 })).toBe(
      'admin.items.removal.active(1)',
    );
  });
});
