import type { Item } from '@shared/api-types';
import { BLOCKING_BOOKING_STATUSES, LISTING_COUNT_CAP, type PickupOption } from '@shared/constants';
import { DEFAULT_LISTING_LIMIT, type ItemsQuery } from '@shared/schemas/items';
import { vatRegistrationOf } from '@shared/vat-number';
import { and, asc, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { bookings, categories, itemBlockedDates, items, users } from '../../db/schema';
import { verifiedBadgesOf } from '../auth';
import { understandTerm, usesSearchSyntax } from '../search';
import { responsivenessOf } from '../users';
import {
  analyseTerm,
  lexiconSearch,
  type SearchTerm,
  type SomeWordsSearch,
  searchTerm,
  someWordsSearch,
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
  ownerTaxId: users.taxId,
  ownerProfilePicture: users.profilePicture,
  ownerRating: users.rating,
  ownerTotalReviews: users.totalReviews,
  ownerJoinedAt: users.joinedAt,
  ownerIdentityVerifiedAt: users.identityVerifiedAt,
  ownerPhoneVerifiedAt: users.phoneVerifiedAt,
  ownerBusinessVerifiedAt: users.businessVerifiedAt,
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
  identityRequirement: items.identityRequirement,
  weeklyDiscountPercent: items.weeklyDiscountPercent,
  monthlyDiscountPercent: items.monthlyDiscountPercent,
  cancellationPolicy: items.cancellationPolicy,
  hiddenReason: items.hiddenReason,
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
      vatRegistered:
        vatRegistrationOf({
          accountType: row.ownerAccountType,
          companyName: row.ownerCompanyName,
          taxId: row.ownerTaxId,
        }) !== null,
      verified: verifiedBadgesOf({
        identityVerifiedAt: row.ownerIdentityVerifiedAt,
        phoneVerifiedAt: row.ownerPhoneVerifiedAt,
        businessVerifiedAt: row.ownerBusinessVerifiedAt,
      }),
      // Counted for the item's own page only (items.routes.ts), not for every card of a list.
      responsiveness: null,
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
    identityRequirement: row.identityRequirement,
    weeklyDiscountPercent: row.weeklyDiscountPercent,
    monthlyDiscountPercent: row.monthlyDiscountPercent,
    cancellationPolicy: row.cancellationPolicy,
    hiddenReason: row.hiddenReason,
  };
}

const noDistance = sql<number | null>`NULL::float8`;

const noTotal = sql<number | null>`NULL::int`;

/** Selects items with their category and owner, and the distance from a point when there is one. */
function selectItems(db: Db, distance: SQL<number | null> = noDistance) {
  return db
    .select({ ...itemColumns, distance, total: noTotal, allWords: noTotal })
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
 * for a hash of all the accounts (docs/performance.md). The outer query keeps the page's order.
 *
 * With `some` (a term of several words), listings with only some of the words follow those with
 * all of them, read by a second scan bounded the same way: most words first, then the rarest
 * among the candidates (docs/search.md, "Some of the words").
 */
async function searchPage(
  tx: Db,
  query: ItemsQuery,
  conditions: SQL,
  order: SQL[],
  distance: SQL<number | null> | undefined,
  some?: { conditions: SQL; all: SQL; matched: SQL[]; counted: boolean[] },
): Promise<ItemRow[]> {
  // The candidates keep the table's name, so that the order (the rank) reads their rows as the
  // scan gives them: looking each one up again by its id cost 1,001 index reads a search
  // (docs/decisions/0040-search-speed.md).
  const listed = (where: SQL) => allOf(where, sql`NOT ${ownerBlocked}`);
  const candidates = some
    ? someWordsCandidates(
        listed(conditions),
        listed(sql`${some.conditions} AND (${some.all}) IS NOT TRUE`),
        some,
      )
    : sql`(SELECT *, true AS search_whole FROM ${items}
      WHERE ${listed(conditions)} LIMIT ${LISTING_COUNT_CAP + 1}) AS ${items}`;
  const pageOrder = [
    sql`search_whole DESC`,
    ...(some ? [sql`search_words DESC`, sql`round(search_rarity::numeric, 1) DESC`] : []),
    ...order,
  ];
  const page = tx
    .select({
      id: sql<string>`${items.id}`.as('page_id'),
      total: sql<number>`(count(*) OVER ())::int`.as('total'),
      allWords: sql<number>`(count(*) FILTER (WHERE search_whole) OVER ())::int`.as('all_words'),
      position: sql<number>`row_number() OVER (ORDER BY ${sql.join(pageOrder, sql`, `)})`.as('position'),
    })
    .from(candidates)
    .orderBy(...pageOrder)
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
  return tx
    .select({
      ...itemColumns,
      distance: distance ?? noDistance,
      total: page.total,
      allWords: page.allWords,
    })
    .from(items)
    .innerJoin(page, eq(page.id, items.id))
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .innerJoin(users, eq(users.id, items.ownerId))
    .orderBy(page.position);
}

/**
 * The candidates of a search of several words: those with all of them, then those with some,
 * LISTING_COUNT_CAP + 1 in all as for one word; the second scan starts only if the first gives
 * fewer (PostgreSQL reads a UNION ALL's parts in turn, and stops at the LIMIT). `search_words` is how many words a listing has of
 * those that count (the lexicon's, when it knows some),
 * `search_rarity` the sum of its words' inverse frequencies among the candidates (BM25's idf), so
 * "Canon" (one listing) weighs more than "camera" (many). Counted among the candidates only: no
 * statement more, and the share of each word among the first matches the index gives is its share
 * among all of them.
 */
function someWordsCandidates(
  all: SQL,
  some: SQL,
  { matched, counted }: { matched: SQL[]; counted: boolean[] },
): SQL {
  const flags = (whole: boolean) =>
    sql.join(
      [
        sql.raw(whole ? 'true AS search_whole' : 'false AS search_whole'),
        ...matched.map((word, index) => sql`(${word}) IS TRUE AS ${sql.raw(`search_word_${index}`)}`),
      ],
      sql`, `,
    );
  const has = matched.map((_, index) => sql.raw(`search_word_${index}`));
  const idf = (word: SQL) =>
    sql`ln(1 + (count(*) OVER () - count(*) FILTER (WHERE ${word}) OVER () + 0.5)
      / (count(*) FILTER (WHERE ${word}) OVER () + 0.5))`;
  return sql`(SELECT scanned.*,
      ${sql.join(
        has.map((word, index) => (counted[index] ? sql`${word}::int` : sql`0`)),
        sql` + `,
      )} AS search_words,
      ${sql.join(
        has.map((word) => sql`CASE WHEN ${word} THEN ${idf(word)} ELSE 0 END`),
        sql` + `,
      )} AS search_rarity
    FROM ((SELECT *, ${flags(true)} FROM ${items} WHERE ${all})
      UNION ALL (SELECT *, ${flags(false)} FROM ${items} WHERE ${some})
      LIMIT ${LISTING_COUNT_CAP + 1}) AS scanned
  ) AS ${items}`;
}

/** A page of listings, how many match in all, and for a term of several words how many have all of them. */
export interface ListedItems {
  items: Item[];
  total: number;
  capped: boolean;
  allWords?: number;
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
 * A read term of several words also says how many listings have all of them
 * (`allWords`); the others, with some, follow them.
 */
export async function listItems(
  db: Db,
  query: ItemsQuery,
  { totals }: { totals?: TotalsCache } = {},
): Promise<ListedItems> {
  const distance =
    query.lat !== undefined && query.lng !== undefined
      ? sql<number>`earth_distance(${itemPoint}, ${pointOf(query.lat, query.lng)}) / 1000`
      : undefined;
  const run = async (
    filters: ItemsQuery,
    tx: Db,
    search: SearchTerm | undefined,
    someWords?: SomeWordsSearch,
  ): Promise<ListedItems> => {
    const conditions = itemConditions(filters, search);
    const some = search &&
      someWords && {
        conditions: itemConditions(filters, { condition: someWords.condition, rank: search.rank }),
        all: search.condition,
        matched: someWords.matched,
        counted: someWords.counted,
      };
    const rows = search
      ? await searchPage(tx, filters, conditions, listOrder(filters, search), distance, some)
      : await selectItems(tx, distance)
          .where(and(conditions, isNull(users.suspendedAt)))
          .orderBy(...listOrder(filters, search))
          .limit(filters.limit)
          .offset(filters.offset);
    const counted = rows[0]?.total;
    const count = (where: SQL) => () => countListed(tx, where);
    const total =
      typeof counted === 'number'
        ? counted
        : search && filters.offset === 0
          ? 0
          : await (totals
              ? totals.get(totalKey(filters), count(some?.conditions ?? conditions))
              : count(some?.conditions ?? conditions)());
    const capped = total > LISTING_COUNT_CAP;
    const listed = { items: rows.map(toItem), total: capped ? LISTING_COUNT_CAP : total, capped };
    if (!some) return listed;
    // Past the last page no row says how many have every word: counted apart, as the total is.
    const allWords = rows[0]?.allWords ?? (total === 0 ? 0 : await countListed(tx, conditions));
    return { ...listed, allWords: Math.min(allWords, LISTING_COUNT_CAP) };
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
    // Read: a place it names filters (unless a city is chosen already), the other words search;
    // listings with every word come first, then those with some (docs/search.md, "Some of the words").
    const { words, singleWords, place } = await understandTerm(tx, term);
    const placed = place && !query.city ? { ...query, city: place.city.name } : query;
    const singles = singleWords === words ? [] : singleWords;
    const read = await wordQueries(tx, [...words, ...singles]);
    const queries = read.slice(0, words.length);
    const search = lexiconSearch(words, queries);
    if (!search) return place ? run(placed, tx, undefined) : { items: [], total: 0, capped: false };
    const some =
      singles.length > 0
        ? someWordsSearch(singles, read.slice(words.length), words)
        : someWordsSearch(words, queries, words);
    return run(placed, tx, search, some ?? undefined);
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
  if (!row) return undefined;
  const item = toItem(row);
  // How quickly the owner answers is shown on the item's own page (docs/decisions/0062-verified-members.md).
  item.owner.responsiveness = await responsivenessOf(db, row.ownerId);
  return { item, ownerBlocked: row.ownerSuspendedAt !== null };
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
