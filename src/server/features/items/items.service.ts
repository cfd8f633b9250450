/**
 * Listing, editing and removing items. The owner is always the signed-in
 * user; only the owner changes an item. A removed item leaves the
 * marketplace but stays in the table, so bookings and reviews that name it
 * keep their history.
 */

import { CITY_CENTRE_SPREAD_DEGREES, findCity } from '@shared/cities';
import { type Screening, screenListing } from '@shared/prohibited-items';
import type { CreateItemInput, UpdateItemInput } from '@shared/schemas/items';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, categories, items } from '../../db/schema';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../http/errors';
import { holdListingForWords } from '../moderation';

type ItemInsert = typeof items.$inferInsert;

/** Statuses of a booking that still lies ahead or is under way. */
const UPCOMING_STATUSES = ['pending', 'confirmed', 'active'] as const;

async function requireCategory(db: Db, categoryId: number): Promise<void> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) throw fieldError('categoryId', 'category_invalid');
}

/** Up to about 300 m either way: near the centre, yet never on one point with the city's other items. */
const spread = () => (Math.random() * 2 - 1) * CITY_CENTRE_SPREAD_DEGREES;

/**
 * Coordinates as stored: the given ones, else near the centre of the city
 * when we know it, so every item can be placed on the map and sorted by
 * distance. The small offset keeps the city's items apart on the map and
 * gives the distance sort a clear order (items.queries.ts).
 */
function placeOf(input: { city: string; latitude: number | null; longitude: number | null }) {
  if (input.latitude !== null && input.longitude !== null) {
    return { latitude: input.latitude.toFixed(6), longitude: input.longitude.toFixed(6) };
  }
  const city = findCity(input.city);
  return city
    ? { latitude: (city.latitude + spread()).toFixed(6), longitude: (city.longitude + spread()).toFixed(6) }
    : { latitude: null, longitude: null };
}

/**
 * Prohibited items (docs/product.md, "Prohibited items"; docs/decisions/0064): a clear word refuses
 * the listing, naming the kind of item; an unsure word lets it through held for review.
 */
function refuseProhibited(screening: Screening): void {
  if (screening.tier !== 'clear') return;
  throw new AppError('prohibited_item', `Ajjir does not allow listing this (${screening.kinds.join(', ')})`, {
    reason: screening.kinds[0],
  });
}

export async function createItem(db: Db, ownerId: string, input: CreateItemInput): Promise<string> {
  await requireCategory(db, input.categoryId);
  const screening = screenListing(input.title, input.description);
  refuseProhibited(screening);
  const { latitude, longitude, ...fields } = input;
  return db.transaction(async (tx) => {
    const held = screening.tier === 'unsure';
    const [created] = await tx
      .insert(items)
      .values({
        ...fields,
        ...placeOf({ city: input.city, latitude, longitude }),
        ownerId,
        ...(held && { isAvailable: false }),
      })
      .returning({ id: items.id });
    // INSERT … RETURNING answers the one row inserted (or the statement throws).
    if (!created) throw new Error('INSERT INTO items … RETURNING answered no row');
    if (held) await holdListingForWords(tx, { id: created.id, ownerId, title: input.title }, screening.found);
    return created.id;
  });
}

/** The item if it exists and is not removed, and the viewer owns it. */
async function ownedItem(db: Db, itemId: string, userId: string) {
  const [item] = await db
    .select()
    .from(items)
    .where(and(eq(items.id, itemId), isNull(items.deletedAt)));
  if (!item) throw notFound('Item not found');
  if (item.ownerId !== userId) throw forbidden('Only the owner can change this item');
  return item;
}

export async function updateItem(
  db: Db,
  itemId: string,
  userId: string,
  input: UpdateItemInput,
): Promise<void> {
  const current = await ownedItem(db, itemId, userId);
  // Hidden by moderation: the owner may edit it, not list it again until Ajjir's team has looked.
  if (current.hiddenAt && input.isAvailable === true) {
    throw new AppError('listing_hidden', 'This listing is hidden until Ajjir’s team reviews it');
  }
  if (input.categoryId !== undefined) await requireCategory(db, input.categoryId);
  const screening = screenListing(input.title ?? current.title, input.description ?? current.description);
  refuseProhibited(screening);
  // Held again only for unsure words the edit brings, not for those a review has already seen.
  const before = new Set(screenListing(current.title, current.description).found);
  const newlyUnsure = screening.found.filter((word) => !before.has(word));
  const minRentalDays = input.minRentalDays ?? current.minRentalDays;
  const maxRentalDays = input.maxRentalDays !== undefined ? input.maxRentalDays : current.maxRentalDays;
  if (maxRentalDays !== null && maxRentalDays < minRentalDays) {
    throw fieldError('maxRentalDays', 'max_days_below_min');
  }
  // The pair as it will be stored: an edit may send one discount and keep the other (monthlyNotBelowWeekly).
  const weekly = input.weeklyDiscountPercent ?? current.weeklyDiscountPercent;
  const monthly = input.monthlyDiscountPercent ?? current.monthlyDiscountPercent;
  if (monthly > 0 && monthly < weekly) {
    throw fieldError(
      input.monthlyDiscountPercent !== undefined ? 'monthlyDiscountPercent' : 'weeklyDiscountPercent',
      'monthly_below_weekly',
    );
  }
  const { latitude, longitude, ...fields } = input;
  const changes: Partial<ItemInsert> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  // A new city or position moves the item; a new city alone puts it at that city's centre.
  if (input.city !== undefined || latitude !== undefined || longitude !== undefined) {
    Object.assign(
      changes,
      placeOf({
        city: input.city ?? current.city,
        latitude: latitude !== undefined ? latitude : null,
        longitude: longitude !== undefined ? longitude : null,
      }),
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(items)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(items.id, itemId));
    if (screening.tier === 'unsure' && newlyUnsure.length > 0 && !current.hiddenAt) {
      await holdListingForWords(
        tx,
        { id: itemId, ownerId: current.ownerId, title: input.title ?? current.title },
        screening.found,
      );
    }
  });
}

/** Removes the item from the marketplace, unless someone has it booked ahead (409). */
export async function removeItem(db: Db, itemId: string, userId: string): Promise<void> {
  await ownedItem(db, itemId, userId);
  const [upcoming] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.itemId, itemId),
        inArray(bookings.status, [...UPCOMING_STATUSES]),
        gte(bookings.endDate, sql`current_date`),
      ),
    )
    .limit(1);
  if (upcoming) {
    throw conflict('This item has upcoming bookings; decline or finish them before removing it');
  }
  await db
    .update(items)
    .set({ deletedAt: sql`now()`, isAvailable: false, updatedAt: sql`now()` })
    .where(eq(items.id, itemId));
}
