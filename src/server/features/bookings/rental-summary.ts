/**
 * A rental as the administrators' queues name it (disputed claims, objections: docs/decisions/0058,
 * 0059): its item, days, deposit and both parties by their shown names. A query selects
 * `rentalSummaryColumns` from `bookings` joined to its item and to `summaryOwners` and
 * `summaryRenters` (joinRentalSummary's conditions), and maps each row with `rentalSummaryOf`.
 */
import { displayName } from '@shared/names';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookings, items, users } from '../../db/schema';

export const summaryOwners = alias(users, 'summary_owners');
export const summaryRenters = alias(users, 'summary_renters');

function nameColumnsOf(table: typeof summaryOwners | typeof summaryRenters) {
  return {
    firstName: table.firstName,
    lastName: table.lastName,
    accountType: table.accountType,
    companyName: table.companyName,
  };
}

export const rentalSummaryColumns = {
  booking: {
    id: bookings.id,
    startDate: bookings.startDate,
    endDate: bookings.endDate,
    deposit: bookings.depositHalalas,
    ownerId: bookings.ownerId,
    renterId: bookings.renterId,
  },
  itemTitle: items.title,
  owner: nameColumnsOf(summaryOwners),
  renter: nameColumnsOf(summaryRenters),
};

/** The join conditions of the summary: the booking's item, owner and renter. */
export const rentalSummaryJoins = {
  item: eq(items.id, bookings.itemId),
  owner: eq(summaryOwners.id, bookings.ownerId),
  renter: eq(summaryRenters.id, bookings.renterId),
};

type SummaryRow = {
  booking: {
    id: string;
    startDate: string;
    endDate: string;
    deposit: number;
    ownerId: string;
    renterId: string;
  };
  itemTitle: string;
  owner: Parameters<typeof displayName>[0];
  renter: Parameters<typeof displayName>[0];
};

export function rentalSummaryOf(row: SummaryRow) {
  return {
    id: row.booking.id,
    itemTitle: row.itemTitle,
    startDate: row.booking.startDate,
    endDate: row.booking.endDate,
    deposit: row.booking.deposit,
    owner: { id: row.booking.ownerId, name: displayName(row.owner) },
    renter: { id: row.booking.renterId, name: displayName(row.renter) },
  };
}
