/**
 * DELETE /api/admin/items/{id}: an administrator removes a listing (a scam, a
 * forbidden item) even with bookings ahead (docs/decisions/0024). Under the
 * item's lock (0020), in one transaction: the listing is removed as its
 * owner's removal would; confirmed bookings not over are cancelled and
 * pending requests declined, each renter told; rentals under way are left
 * to finish; the owner is told; and the audit log keeps what it did.
 */

import type { AdminItemRemoval } from '@shared/api-types';
import { SYSTEM_STATUS_REASONS, todayInRiyadh } from '@shared/bookings';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, items } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type BookingChange, type BookingMoney, lockItem, recordChanges } from '../bookings';
import { notify } from '../notifications';
import { writeAudit } from './audit';

type Ending =
  | { from: 'confirmed'; to: 'cancelled'; action: 'cancel' }
  | { from: 'pending'; to: 'declined'; action: 'decline' };

/**
 * The item's bookings of one status that are not over yet, ended with the
 * reason, as changes to record. Their rows are locked after the item's, in
 * the order every booking change takes them (0020).
 */
async function endBookingsAhead(
  tx: Db,
  options: { item: { id: string; title: string }; actorId: string; reason: string; today: string },
  { from, to, action }: Ending,
): Promise<BookingChange[]> {
  const { item, actorId, reason, today } = options;
  const ended = await tx
    .update(bookings)
    .set({ status: to, statusReason: reason, updatedAt: sql`now()` })
    .where(and(eq(bookings.itemId, item.id), eq(bookings.status, from), gte(bookings.endDate, today)))
    .returning({ id: bookings.id, renterId: bookings.renterId, ownerId: bookings.ownerId });
  return ended.map((booking) => ({
    booking: { ...booking, itemTitle: item.title },
    actorId,
    action,
    from,
    to,
    reason,
  }));
}

export async function removeItemAsAdmin(
  tx: Db,
  admin: { id: string },
  input: { itemId: string; reason: string | null; money: BookingMoney },
): Promise<AdminItemRemoval> {
  const { itemId, reason: adminReason } = input;
  const locked = await lockItem(tx, itemId);
  if (!locked || locked.item.deletedAt) throw notFound('Item not found');
  const { item } = locked;
  await tx
    .update(items)
    .set({ deletedAt: sql`now()`, isAvailable: false, updatedAt: sql`now()` })
    .where(eq(items.id, itemId));

  const ending = {
    item,
    actorId: admin.id,
    reason: adminReason ?? SYSTEM_STATUS_REASONS.listingRemoved,
    today: todayInRiyadh(),
  };
  const cancelled = await endBookingsAhead(tx, ending, {
    from: 'confirmed',
    to: 'cancelled',
    action: 'cancel',
  });
  const declined = await endBookingsAhead(tx, ending, { from: 'pending', to: 'declined', action: 'decline' });
  // The administrator is neither side of these bookings, so each renter hears of theirs.
  await recordChanges(tx, [...cancelled, ...declined], input.money);

  const [active] = await tx
    .select({ count: count() })
    .from(bookings)
    .where(and(eq(bookings.itemId, itemId), eq(bookings.status, 'active')));
  const removal: AdminItemRemoval = {
    cancelledBookings: cancelled.length,
    declinedRequests: declined.length,
    activeRentals: active?.count ?? 0,
  };
  await notify(tx, [
    {
      userId: item.ownerId,
      type: 'listing_removed',
      data: { itemTitle: item.title, reason: adminReason },
      link: '/profile?tab=items',
    },
  ]);
  await writeAudit(tx, {
    adminId: admin.id,
    action: 'item.delete',
    targetType: 'item',
    targetId: itemId,
    targetLabel: item.title,
    reason: adminReason,
    details: { ...removal },
  });
  return removal;
}
