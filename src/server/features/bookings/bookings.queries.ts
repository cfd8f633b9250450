import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Booking, BookingParty } from '../../../shared/api-types';
import { chargedDays } from '../../../shared/bookings';
import type { PickupOption } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { bookings, items, users } from '../../db/schema';

const renters = alias(users, 'renter');
const owners = alias(users, 'owner');

const party = (table: typeof renters | typeof owners) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  accountType: table.accountType,
  companyName: table.companyName,
  profilePicture: table.profilePicture,
});

/** A booking with its item, renter and owner: one query, however many bookings. */
function selectBookings(db: Db) {
  return db
    .select({
      booking: bookings,
      item: { id: items.id, title: items.title, images: items.images, city: items.city },
      renter: party(renters),
      owner: party(owners),
    })
    .from(bookings)
    .innerJoin(items, eq(items.id, bookings.itemId))
    .innerJoin(renters, eq(renters.id, bookings.renterId))
    .innerJoin(owners, eq(owners.id, bookings.ownerId));
}

type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['where']>>[number];

function toBooking({ booking, item, renter, owner }: BookingRow): Booking {
  return {
    id: booking.id,
    itemId: booking.itemId,
    item,
    renterId: booking.renterId,
    renter: renter as BookingParty,
    ownerId: booking.ownerId,
    owner: owner as BookingParty,
    startDate: booking.startDate,
    endDate: booking.endDate,
    days: chargedDays(booking.startDate, booking.endDate),
    pickupMethod: booking.pickupMethod as PickupOption,
    message: booking.message,
    status: booking.status,
    dailyRate: booking.dailyRate,
    totalCost: booking.totalCost,
    deposit: booking.deposit,
    cancelledLate: booking.cancelledLate,
    statusReason: booking.statusReason,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

export async function findBooking(db: Db, id: string): Promise<Booking | undefined> {
  const [row] = await selectBookings(db).where(eq(bookings.id, id)).limit(1);
  return row && toBooking(row);
}

/** A user's bookings as renter and as owner, newest first (each side reads its own index). */
export async function listBookingsOf(db: Db, userId: string, role?: 'renter' | 'owner'): Promise<Booking[]> {
  const mine: SQL | undefined =
    role === 'renter'
      ? eq(bookings.renterId, userId)
      : role === 'owner'
        ? eq(bookings.ownerId, userId)
        : or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId));
  const rows = await selectBookings(db)
    .where(and(mine))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(500);
  return rows.map(toBooking);
}
