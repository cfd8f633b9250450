import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Item } from '../../../shared/api-types';
import type { ItemCondition, PickupOption } from '../../../shared/constants';
import type { ItemsQuery } from '../../../shared/schemas/items';
import type { Db } from '../../db/client';
import { categories, items, users } from '../../db/schema';

/** The columns of an Item answer: one query joins category and owner (no N+1). */
const itemColumns = {
  id: items.id,
  title: items.title,
  description: items.description,
  dailyRate: items.dailyRate,
  deposit: items.deposit,
  categoryId: items.categoryId,
  categoryName: categories.name,
  ownerId: items.ownerId,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerAccountType: users.accountType,
  ownerCompanyName: users.companyName,
  ownerCompanyWebsite: users.companyWebsite,
  ownerProfilePicture: users.profilePicture,
  ownerRating: users.rating,
  images: items.images,
  address: items.address,
  city: items.city,
  state: items.state,
  zipCode: items.zipCode,
  latitude: items.latitude,
  longitude: items.longitude,
  condition: items.condition,
  minRentalDays: items.minRentalDays,
  maxRentalDays: items.maxRentalDays,
  pickupOptions: items.pickupOptions,
  rating: items.rating,
  totalReviews: items.totalReviews,
  createdAt: items.createdAt,
  isAvailable: items.isAvailable,
};

type ItemRow = {
  [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] | null;
};

function toItem(row: ItemRow): Item {
  return {
    id: row.id!,
    title: row.title!,
    description: row.description!,
    dailyRate: row.dailyRate!,
    deposit: row.deposit,
    categoryId: row.categoryId!,
    category: { name: row.categoryName! },
    ownerId: row.ownerId!,
    owner: {
      id: row.ownerId!,
      firstName: row.ownerFirstName!,
      lastName: row.ownerLastName!,
      accountType: row.ownerAccountType!,
      companyName: row.ownerCompanyName,
      companyWebsite: row.ownerCompanyWebsite,
      profilePicture: row.ownerProfilePicture,
      rating: row.ownerRating!,
    },
    images: row.images ?? [],
    address: row.address,
    city: row.city!,
    state: row.state,
    zipCode: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    condition: row.condition as ItemCondition,
    minRentalDays: row.minRentalDays!,
    maxRentalDays: row.maxRentalDays,
    pickupOptions: (row.pickupOptions ?? []) as PickupOption[],
    rating: row.rating!,
    totalReviews: row.totalReviews!,
    distance: null,
    createdAt: row.createdAt!.toISOString(),
    isAvailable: row.isAvailable!,
  };
}

/** Escapes LIKE wildcards so a user's "%" or "_" is matched literally. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listFilters(query: ItemsQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(items.isAvailable, true), isNull(users.suspendedAt)];
  if (query.categoryId) conditions.push(eq(items.categoryId, query.categoryId));
  if (query.city) conditions.push(ilike(items.city, query.city));
  if (query.searchTerm) {
    // Plain substring match for now; relevance-ranked Arabic-aware search comes with the listings issue.
    const pattern = likePattern(query.searchTerm);
    conditions.push(or(ilike(items.title, pattern), ilike(items.description, pattern)));
  }
  return and(...conditions)!;
}

export async function listItems(db: Db, query: ItemsQuery): Promise<{ items: Item[]; total: number }> {
  const where = listFilters(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select(itemColumns)
      .from(items)
      .innerJoin(categories, eq(categories.id, items.categoryId))
      .innerJoin(users, eq(users.id, items.ownerId))
      .where(where)
      .orderBy(desc(items.createdAt), desc(items.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(items).innerJoin(users, eq(users.id, items.ownerId)).where(where),
  ]);
  return { items: rows.map(toItem), total: totals?.total ?? 0 };
}

export async function findItem(db: Db, id: string): Promise<Item | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .innerJoin(users, eq(users.id, items.ownerId))
    .where(eq(items.id, id));
  return row ? toItem(row) : undefined;
}
