import type { Item } from '@shared/api-types';
import { BLOCKING_BOOKING_STATUSES, LISTING_COUNT_CAP, type PickupOption } from '@shared/constants';
import { DEFAULT_LISTING_LIMIT, type ItemsQuery } from '@shared/schemas/items';
import { and, asc, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { bookings, categories, itemBlockedDates, items, users } from '../../db/schema';
import { type QueryWord, understandTerm, usesSearchSyntax } from '../search/understand';
import {
  analyseTerm,
  lexiconSearch,
  type SearchTerm,
  searchTerm,
  withSearchSettings,
  wordQueries,
} from './items.search';

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
  ownerTotalReviews: users.totalReviews,
  ownerJoinedAt: users.joinedAt,
  ownerSuspendedAt: users.suspendedAt,
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
  instantBooking: items.instantBooking,
  weeklyDiscountPercent: items.weeklyDiscountPercent,
  monthlyDiscountPercent: items.monthlyDiscountPercent,
  cancellationPolicy: items.cancellationPolicy,
};

/**
 * The row `selectItems` gives: Drizzle types it from the query, so the item's `notNull()` columns
 * and those of the inner-joined category and owner are non-null, and the nullable ones stay
 * nullable. `searchPage` selects the same columns (its `total` a number, which fits).
 */
type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

function toItem(row: ItemRow): Item {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dailyRate: row.dailyRate,
    deposit: row.deposit,
    categoryId: row.categoryId,
    category: { name: row.categoryName },
    ownerId: row.ownerId,
    owner: {
      id: row.ownerId,
      firstName: row.ownerFirstName,
      lastName: row.ownerLastName,
      accountType: row.ownerAccountType,
      companyName: row.ownerCompanyName,
      companyWebsite: row.ownerCompanyWebsite,
      profilePicture: row.ownerProfilePicture,
      rating: row.ownerRating,
      totalReviews: row.ownerTotalReviews,
      joinedAt: row.ownerJoinedAt.toISOString(),
    },
    images: row.images,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    condition: row.condition,
    minRentalDays: row.minRentalDays,
    maxRentalDays: row.maxRentalDays,
    pickupOptions: row.pickupOptions as PickupOption[],
    rating: row.rating,
    totalReviews: row.totalReviews,
    distance: row.distance == null ? null : Math.round(row.distance * 100) / 100,
    createdAt: row.createdAt.toISOString(),
    isAvailable: row.isAvailable,
    instantBooking: row.instantBooking,
    weeklyDiscountPercent: row.weeklyDiscountPercent,
    monthlyDiscountPercent: row.monthlyDiscountPercent,
    cancellationPolicy: row.cancellationPolicy,
  };
}

const noDistance = sql<number | null>`NULL::float8`;

const noTotal = sql<number | null>`NULL::int`;

/** Selects items with their category and owner, and the distance from a point when there is one. */
function selectItems(db: Db, distance: SQL<number | null> = noDistance) {
  return db
    .select({ ...itemColumns, distance, total: noTotal })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .innerJoin(users, eq(users.id, items.ownerId));
}

/**
 * Every one of the conditions. Drizzle's `and()` answers undefined only when it is given no
 * condition at all (every one undefined); the callers here always give at least one.
 */
function allOf(...conditions: (SQL | undefined)[]): SQL {
  const condition = and(...conditions);
  if (!condition) throw new Error('allOf: and() of at least one defined condition is never undefined');
  return condition;
}

/** What the marketplace shows: available, not removed, and its owner not blocked. */
export const listedCondition = allOf(
  eq(items.isAvailable, true),
  isNull(items.deletedAt),
  isNull(users.suspendedAt),
);

/** A point on the earth for the item, as the GiST index of migration 0005 has it. */
const itemPoint = sql`ll_to_earth(${items.latitude}::float8, ${items.longitude}::float8)`;
const pointOf = (lat: number, lng: number) => sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;

/**
 * Free for the whole period: no confirmed or active booking and no day the
 * owner blocked overlaps it (both ends inclusive).
 */
function freeBetween(startDate: string, endDate: string): SQL {
  const period = sql`daterange(${startDate}::date, ${endDate}::date, '[]')`;
  return sql`NOT EXISTS (
    SELECT 1 FROM ${bookings}
    WHERE ${bookings.itemId} = ${items.id}
      AND ${bookings.status} IN (${sql.join(
        BLOCKING_BOOKING_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})
      AND daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && ${period}
  ) AND NOT EXISTS (
    SELECT 1 FROM ${itemBlockedDates}
    WHERE ${itemBlockedDates.itemId} = ${items.id}
      AND daterange(${itemBlockedDates.startDate}, ${itemBlockedDates.endDate}, '[]') && ${period}
  )`;
}

/** Conditions on the item alone (listed, and the query's filters); the owner's are added apart. */
function itemConditions(query: ItemsQuery, search: SearchTerm | undefined): SQL {
  const conditions: (SQL | undefined)[] = [eq(items.isAvailable, true), isNull(items.deletedAt)];
  if (query.categoryId) conditions.push(eq(items.categoryId, query.categoryId));
  if (query.city) conditions.push(eq(sql`lower(${items.city})`, query.city.toLowerCase()));
  if (query.minPrice !== undefined) conditions.push(gte(items.dailyRate, query.minPrice.toFixed(2)));
  if (query.maxPrice !== undefined) conditions.push(lte(items.dailyRate, query.maxPrice.toFixed(2)));
  if (query.startDate && query.endDate) conditions.push(freeBetween(query.startDate, query.endDate));
  if (query.sort === 'distance') conditions.push(isNotNull(items.latitude), isNotNull(items.longitude));
  if (search) conditions.push(search.condition);
  return allOf(...conditions);
}

/**
 * A sort column the planner cannot read from an index. With a search term the
 * few matches come from the search indexes and are then sorted; walking, say,
 * the price index from the cheapest item instead tests thousands of rows
 * before finding 24 tents (docs/benchmarks.md).
 */
const sortedAfterSearch = (column: SQL | typeof items.dailyRate, search: SearchTerm | undefined) =>
  search ? sql`(${column} + 0)` : sql`${column}`;

function listOrder(query: ItemsQuery, search: SearchTerm | undefined): SQL[] {
  const newest = search
    ? [sql`(${items.createdAt} + interval '0 seconds') DESC`, desc(items.id)]
    : [desc(items.createdAt), desc(items.id)];
  switch (query.sort ?? (search ? 'relevance' : 'newest')) {
    case 'relevance':
      if (!search) return newest;
      // With the searcher's position, listings of one relevance tier (their scores equal to one
      // decimal) come nearest first (docs/search.md, "Ranking").
      return query.lat !== undefined && query.lng !== undefined
        ? [
            sql`round((${search.rank})::numeric, 1) DESC`,
            sql`${itemPoint} <-> ${pointOf(query.lat, query.lng)} ASC`,
            sql`${search.rank} DESC`,
            ...newest,
          ]
        : [sql`${search.rank} DESC`, ...newest];
    case 'price-low':
      return [sql`${sortedAfterSearch(items.dailyRate, search)} ASC`, asc(items.id)];
    case 'price-high':
      return [sql`${sortedAfterSearch(items.dailyRate, search)} DESC`, desc(items.id)];
    case 'rating':
      return [
        sql`${sortedAfterSearch(sql`${items.rating}`, search)} DESC`,
        desc(items.totalReviews),
        desc(items.id),
      ];
    case 'distance':
      // itemsQuerySchema refuses the distance sort without a position ("position_required").
      if (query.lat === undefined || query.lng === undefined) {
        throw new Error('The distance sort needs a position: itemsQuerySchema requires lat and lng');
      }
      // Nearest first through the GiST index (`<->`). PostgreSQL 15 uses that index only when the
      // distance is the whole sort, so there is no tie-breaker: items never share a point exactly,
      // as one placed at its city's centre is offset a little (items.service.ts).
      return [sql`${itemPoint} <-> ${pointOf(query.lat, query.lng)}`];
    default:
      return newest;
  }
}

/**
 * How many items match, exactly up to LISTING_COUNT_CAP, else LISTING_COUNT_CAP + 1 (more than
 * the cap): those matching the item's own conditions (read from the listed-items indexes alone)
 * less the few of blocked owners (users_blocked_idx), rather than a join over every listed row.
 * The first count stops once it has passed the cap by the blocked ones, so its cost no longer
 * grows with the data (docs/performance.md), and the answer is exact on either side of the cap.
 */
async function countListed(db: Db, conditions: SQL): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`WITH blocked AS (
      SELECT count(*)::int AS n FROM ${items} INNER JOIN ${users}
        ON ${users.id} = ${items.ownerId} AND ${users.suspendedAt} IS NOT NULL
      WHERE ${conditions}
    )
    SELECT (SELECT count(*) FROM (
        SELECT 1 FROM ${items} WHERE ${conditions}
        LIMIT (SELECT n FROM blocked) + ${LISTING_COUNT_CAP + 1}
      ) AS listed)::int - (SELECT n FROM blocked) AS total`,
  );
  return row?.total ?? 0;
}

/** The owner of the item is blocked: few rows, read from users_blocked_idx. */
const ownerBlocked = sql`EXISTS (SELECT 1 FROM ${users} AS blocked_owner
  WHERE blocked_owner.id = ${items.ownerId} AND blocked_owner.suspended_at IS NOT NULL)`;

/**
 * One page of a search. A search ranks what it matches, and a common word matches tens of
 * thousands of listings (للإيجار: 40,000 of 100,000), so it ranks the first LISTING_COUNT_CAP + 1
 * matches the indexes give, and says "more than LISTING_COUNT_CAP" as listings do: its work no
 * longer grows with the data (docs/decisions/0031-bounded-public-queries.md). They are ranked (and
 * counted, `count(*) OVER ()`) as the scan gives them, over the items table alone, and only the
 * page's rows are then joined to their owner and category: joined first, every match would wait
 * for a hash of all the accounts (docs/performance.md). The outer query sorts the page's rows
 * again by the same order.
 */
async function searchPage(
  tx: Db,
  query: ItemsQuery,
  conditions: SQL,
  order: SQL[],
  distance: SQL<number | null> | undefined,
): Promise<ItemRow[]> {
  // The candidates keep the table's name, so that the order (the rank) reads their rows as the
  // scan gives them: looking each one up again by its id cost 1,001 index reads a search
  // (docs/decisions/0040-search-speed.md).
  const candidates = sql`(SELECT * FROM ${items}
    WHERE ${and(conditions, sql`NOT ${ownerBlocked}`)} LIMIT ${LISTING_COUNT_CAP + 1}) AS ${items}`;
  const page = tx
    .select({
      id: sql<string>`${items.id}`.as('page_id'),
      total: sql<number>`(count(*) OVER ())::int`.as('total'),
    })
    .from(candidates)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
  return tx
    .select({ ...itemColumns, distance: distance ?? noDistance, total: page.total })
    .from(items)
    .innerJoin(page, eq(page.id, items.id))
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .innerJoin(users, eq(users.id, items.ownerId))
    .orderBy(...order);
}

/** Where totals are kept between requests (the app's read cache), by filters. */
export interface TotalsCache {
  get(key: string, load: () => Promise<number>): Promise<number>;
}

/** What the total depends on: the filters, not the sort, the page or the point distances are from. */
function totalKey(query: ItemsQuery): string {
  const { categoryId, city, minPrice, maxPrice, startDate, endDate, searchTerm } = query;
  const positioned = query.sort === 'distance';
  return JSON.stringify({ categoryId, city, minPrice, maxPrice, startDate, endDate, searchTerm, positioned });
}

/**
 * The read cache's key of a listing query: its canonical values (itemsQuerySchema rounds prices and
 * positions), without the defaults, so that `?limit=24&offset=0&sort=newest` and no parameter at
 * all are one entry, and a filter varied where it changes nothing cannot force a database read.
 */
export function listCacheKey(query: ItemsQuery): string {
  const defaultSort = query.searchTerm ? 'relevance' : 'newest';
  const { limit, offset, sort, ...filters } = query;
  return JSON.stringify({
    ...filters,
    ...(sort !== defaultSort && { sort }),
    ...(limit !== DEFAULT_LISTING_LIMIT && { limit }),
    ...(offset !== 0 && { offset }),
  });
}

/**
 * GET /api/items: one page of matching items, and how many match in all.
 * A search ranks every match anyway, so the same statement counts them
 * (`count(*) OVER ()`); a listing walks an index for one page only, so its
 * total is a statement of its own, kept in `totals` when given, that stops
 * counting past LISTING_COUNT_CAP (`capped`: there are more than `total`).
 */
export async function listItems(
  db: Db,
  query: ItemsQuery,
  { totals }: { totals?: TotalsCache } = {},
): Promise<{ items: Item[]; total: number; capped: boolean }> {
  const distance =
    query.lat !== undefined && query.lng !== undefined
      ? sql<number>`earth_distance(${itemPoint}, ${pointOf(query.lat, query.lng)}) / 1000`
      : undefined;
  const run = async (filters: ItemsQuery, tx: Db, search: SearchTerm | undefined) => {
    const conditions = itemConditions(filters, search);
    const rows = search
      ? await searchPage(tx, filters, conditions, listOrder(filters, search), distance)
      : await selectItems(tx, distance)
          .where(and(conditions, isNull(users.suspendedAt)))
          .orderBy(...listOrder(filters, search))
          .limit(filters.limit)
          .offset(filters.offset);
    const counted = rows[0]?.total;
    const count = () => countListed(tx, conditions);
    const total =
      typeof counted === 'number'
        ? counted
        : search && filters.offset === 0
          ? 0
          : await (totals ? totals.get(totalKey(filters), count) : count());
    const capped = total > LISTING_COUNT_CAP;
    return { items: rows.map(toItem), total: capped ? LISTING_COUNT_CAP : total, capped };
  };
  const term = query.searchTerm;
  if (!term) return run(query, db, undefined);
  return withSearchSettings(db, async (tx) => {
    // Written in the full-text syntax (quotes, -word, or): searched as written.
    if (usesSearchSyntax(term)) {
      const search = searchTerm(term, await analyseTerm(tx, term));
      // Nothing to look for (only words left out, or punctuation): nothing matches, and nothing is read.
      return search ? run(query, tx, search) : { items: [], total: 0, capped: false };
    }
    // Read: a place it names filters (unless a city is chosen already), the other words search.
    const { words, place } = await understandTerm(tx, term);
    const placed = place && !query.city ? { ...query, city: place.city.name } : query;
    const queries = await wordQueries(tx, words);
    const search = lexiconSearch(words, queries);
    if (!search) return place ? run(placed, tx, undefined) : { items: [], total: 0, capped: false };
    const found = await run(placed, tx, search);
    // Nothing has every word: the words the lexicon knows, if any, are searched without the others
    // ("خيمة كبيرة للمناسبات" finds the events tent that never says كبيرة).
    const isKnown = (word: QueryWord) => word.forms.length > 0 || word.namedCategories.length > 0;
    const known = words.filter(isKnown);
    const relaxed = found.total === 0 && known.length > 0 && known.length < words.length;
    if (!relaxed) return found;
    // wordQueries reads one entry for each word, in the words' order.
    const knownQueries = queries.filter((_, index) => {
      const word = words[index];
      if (!word) throw new Error('wordQueries answers one entry per word');
      return isKnown(word);
    });
    // lexiconSearch answers null only when there is no word, and `known` has some.
    const relaxedSearch = lexiconSearch(known, knownQueries);
    if (!relaxedSearch) throw new Error('lexiconSearch of at least one known word answered nothing');
    return run(placed, tx, relaxedSearch);
  });
}

/**
 * The item page's statement, built once per database handle and prepared by name: the query is
 * not built again on every view, and PostgreSQL parses and plans it once per connection.
 */
const prepareFindItem = (db: Db) =>
  selectItems(db)
    .where(and(eq(items.id, sql.placeholder('id')), isNull(items.deletedAt)))
    .limit(1)
    .prepare('find_item');
const findItemStatements = new WeakMap<Db, ReturnType<typeof prepareFindItem>>();

/**
 * Who may see an item: anyone while the marketplace lists it; once paused, or its owner blocked,
 * only its owner and administrators (docs/security.md: paused listings are private). To everyone
 * else such an item does not exist (404), wherever it would appear.
 */
export function mayViewItem(
  found: { item: Pick<Item, 'ownerId' | 'isAvailable'>; ownerBlocked: boolean },
  viewer: { id: string; isAdmin: boolean } | null,
): boolean {
  if (found.item.isAvailable && !found.ownerBlocked) return true;
  return viewer !== null && (viewer.id === found.item.ownerId || viewer.isAdmin);
}

/** One item, whatever its state, unless removed; callers decide who may see an unlisted one (`mayViewItem`). */
export async function findItem(
  db: Db,
  id: string,
): Promise<{ item: Item; ownerBlocked: boolean } | undefined> {
  let statement = findItemStatements.get(db);
  if (!statement) {
    statement = prepareFindItem(db);
    findItemStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row && { item: toItem(row), ownerBlocked: row.ownerSuspendedAt !== null };
}

/** An owner's items, newest first: all of them (available or not) for the owner, the listed ones for others. */
export async function listOwnerItems(
  db: Db,
  ownerId: string,
  { includeUnlisted }: { includeUnlisted: boolean },
) {
  const rows = await selectItems(db)
    .where(
      and(
        eq(items.ownerId, ownerId),
        includeUnlisted ? and(isNull(items.deletedAt), isNull(users.suspendedAt)) : listedCondition,
      ),
    )
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(200);
  return rows.map(toItem);
}

/** Items by id, in the order given (favourites): those `viewer` may see (`mayViewItem`). */
export async function findItemsByIds(
  db: Db,
  ids: string[],
  viewer: { id: string; isAdmin: boolean },
): Promise<Item[]> {
  if (ids.length === 0) return [];
  const rows = await selectItems(db).where(
    and(
      sql`${items.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
      isNull(items.deletedAt),
    ),
  );
  const visible = rows.filter((row) =>
    mayViewItem({ item: toItem(row), ownerBlocked: row.ownerSuspendedAt !== null }, viewer),
  );
  const byId = new Map(visible.map((row) => [row.id, toItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
