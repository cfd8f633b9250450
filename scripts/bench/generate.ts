/**
 * Grows a demo database to a given number of items, in SQL (INSERT … SELECT
 * over generate_series), deterministically: every chunk first calls
 * setseed(), and ids are md5 of a running number (shaped as version-4 UUIDs,
 * which the API accepts in paths and bodies), so two runs make the same rows
 * (only "now" moves). See docs/benchmarks.md for what is generated.
 */
import { sql } from 'drizzle-orm';
import { type Db, oneRow, selectRows } from '../../src/server/db/client';
import { findCity, type SaudiCity } from '../../src/shared/cities';
import { BOOKING_PRICE_COLUMNS, bookingPriceValues } from './booking-price';
import {
  AR_ADJECTIVES,
  AR_FIRST_SENTENCES,
  AR_SENTENCES,
  AR_SUFFIXES,
  CITY_WEIGHTS,
  EN_ADJECTIVES,
  EN_FIRST_SENTENCES,
  EN_SENTENCES,
  EN_SUFFIXES,
  FIRST_NAMES,
  LAST_NAMES,
  PRODUCTS,
} from './vocabulary';

/** The cities of the generated data, in CITY_WEIGHTS' order. */
const BENCH_CITIES: SaudiCity[] = Object.keys(CITY_WEIGHTS).map((name) => {
  const city = findCity(name);
  if (!city) throw new Error(`Unknown city in CITY_WEIGHTS: ${name}`);
  return city;
});

/** Generated accounts unless told otherwise (`users`); owners and renters are drawn from them. */
export const GENERATED_USERS = 2000;
/** Share of titles written in Arabic; the rest are English. */
const ARABIC_SHARE = 0.7;
const CHUNK = 10_000;

/**
 * A generated row's id: md5 of `text` (an SQL expression, e.g. `'bench-user-' || g`) with the
 * version and variant digits of a version-4 UUID, so that API routes accept it (zod's uuid).
 */
export const benchId = (text: string) =>
  sql.raw(`overlay(overlay(md5(${text}) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`);

/** The id of generated user number `n` (an SQL expression, 1-based). */
export const benchUserId = (n: string) => benchId(`'bench-user-' || (${n})`);

export interface GenerateOptions {
  /** Generated accounts (owners and renters); GENERATED_USERS by default. */
  users?: number;
  /** Chunks of items inserted at once, on as many connections (PostgreSQL only; PGlite has one). */
  concurrency?: number;
}

export interface Generated {
  users: number;
  items: number;
  bookings: number;
  seconds: number;
}

/** SQL text[] literal of strings, as one bound parameter. */
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map(quoteElement).join(',')}}`}::text[]`;
const quoteElement = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Picks an element of a text[] expression with the random number `r` in [0, 1). */
export const pick = (array: ReturnType<typeof textArray>, r: string) =>
  sql`(${array})[1 + floor(${sql.raw(r)} * cardinality(${array}))::int]`;

export async function generate(
  db: Db,
  totalItems: number,
  log: (line: string) => void,
  { users = GENERATED_USERS, concurrency = 1 }: GenerateOptions = {},
): Promise<Generated> {
  const started = performance.now();
  const [{ count: existing } = { count: 0 }] = await selectRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM items`,
  );
  const toMake = Math.max(0, totalItems - existing);

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT setseed(0.42)`);
    await tx.execute(sql`
      INSERT INTO users (id, username, email, password_hash, first_name, last_name, city, state,
                         account_type, company_name, joined_at, preferred_language, email_confirmed_at)
      SELECT ${benchUserId('g')},
             'bench_user_' || g,
             'bench.user.' || g || '@example.com',
             (SELECT password_hash FROM users ORDER BY joined_at LIMIT 1),
             ${pick(textArray(FIRST_NAMES), 'r.a')},
             ${pick(textArray(LAST_NAMES), 'r.b')},
             c.name, c.region,
             (CASE WHEN g % 10 = 0 THEN 'business' ELSE 'individual' END)::account_type,
             CASE WHEN g % 10 = 0 THEN 'مؤسسة التأجير ' || g END,
             now() - r.age * interval '730 days',
             CASE WHEN r.lang < 0.7 THEN 'ar' ELSE 'en' END,
             -- Members who confirmed their e-mail, as the ones who list and request have (0062).
             now() - r.age * interval '730 days'
      FROM (SELECT g, random() AS a, random() AS b, random() AS city, random() AS age, random() AS lang
            FROM generate_series(1, ${users}::int) AS g) AS r
      JOIN (SELECT (row_number() OVER ())::int AS n, *
            FROM jsonb_to_recordset(${JSON.stringify(BENCH_CITIES)}::jsonb) AS x(name text, region text)) AS c
        ON c.n = 1 + floor(r.city * ${BENCH_CITIES.length})::int`);
  });

  const chunks: number[] = [];
  for (let from = 1; from <= toMake; from += CHUNK) chunks.push(from);
  let done = 0;
  const worker = async () => {
    for (let from = chunks.shift(); from !== undefined; from = chunks.shift()) {
      const to = Math.min(toMake, from + CHUNK - 1);
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT setseed(${(from % 1_000_003) / 1_000_003})`);
        await tx.execute(insertItems(from, to, users));
      });
      done += to - from + 1;
      log(`  items ${existing + done} / ${totalItems}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));

  // Two confirmed bookings each for one item in ten, in the next four months, so the date filter
  // has overlaps to find. Slot 0 lies in days 1–56 from today, slot 1 in days 61–116: never overlapping.
  const bookedItems = Math.min(toMake, Math.round(totalItems / 10));
  const step = bookedItems > 0 ? Math.floor(toMake / bookedItems) : 1;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT setseed(0.17)`);
    await tx.execute(sql`
      WITH b AS MATERIALIZED (
        SELECT k / 2 AS n, k % 2 AS slot, random() AS start_r, random() AS length_r, random() AS renter_r,
               random() AS created_r
        FROM generate_series(0, ${2 * bookedItems - 1}) AS k
      ), d AS (
        SELECT b.*, current_date + 1 + b.slot * 60 + floor(b.start_r * 50)::int AS start_date,
               1 + floor(b.length_r * 7)::int AS days,
               ${benchUserId(`1 + floor(b.renter_r * ${users})::int`)} AS renter
        FROM b
      )
      INSERT INTO bookings (id, item_id, renter_id, owner_id, start_date, end_date, status, daily_rate,
                            ${BOOKING_PRICE_COLUMNS}, pickup_method, created_at, updated_at)
      SELECT ${benchId(`'bench-booking-' || d.n || '-' || d.slot`)}, i.id,
             CASE WHEN d.renter = i.owner_id
               THEN ${benchUserId(`1 + (1 + floor(d.renter_r * ${users})::int) % ${users}`)}
               ELSE d.renter END,
             i.owner_id, d.start_date, d.start_date + d.days - 1, 'confirmed', i.daily_rate,
             ${bookingPriceValues(sql`i.daily_rate`, sql`d.days - 1`, sql`i.cancellation_policy`)}, 'pickup',
             now() - d.created_r * interval '20 days', now()
      FROM d JOIN items i ON i.id = ${benchId(`'bench-item-' || (1 + d.n * ${step})`)}`);
  });

  const counts = oneRow(
    await selectRows<{ users: number; items: number; bookings: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM items) AS items,
                 (SELECT count(*)::int FROM bookings) AS bookings`,
    ),
    'the generated counts',
  );
  return { ...counts, seconds: (performance.now() - started) / 1000 };
}

/** Items number `from` to `to` (1-based, of the generated ones). */
function insertItems(from: number, to: number, users: number) {
  const products = PRODUCTS.map((x) => ({ category_id: x.categoryId, ar: x.ar, en: x.en, price: x.price }));
  const cityPicks = Object.values(CITY_WEIGHTS).flatMap((weight, index) =>
    Array<number>(weight).fill(index + 1),
  );
  return sql`
    WITH
    products AS MATERIALIZED (
      SELECT (row_number() OVER ())::int AS n, *
      FROM jsonb_to_recordset(${JSON.stringify(products)}::jsonb)
        AS x(category_id int, ar text[], en text[], price numeric)
    ),
    cities AS MATERIALIZED (
      SELECT (row_number() OVER ())::int AS n, *
      FROM jsonb_to_recordset(${JSON.stringify(BENCH_CITIES)}::jsonb)
        AS x(name text, "nameAr" text, region text, latitude float8, longitude float8)
    ),
    r AS MATERIALIZED (
      SELECT g,
             1 + floor(random() * ${products.length})::int AS product,
             (${`{${cityPicks.join(',')}}`}::int[])[1 + floor(random() * ${cityPicks.length})::int] AS city,
             random() < ${ARABIC_SHARE} AS arabic,
             random() AS spelling, random() AS adj_r, random() AS adj_pick, random() AS suffix_r,
             random() AS suffix_pick, random() AS tashkeel,
             random() AS d0, random() AS d1, random() AS d2, random() AS d_count,
             sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) AS z,
             random() AS owner_r, random() AS lat_r, random() AS lng_r, random() AS coords_r,
             random() AS rated_r, random() AS rating_r, random() AS reviews_r,
             random() AS available_r, random() AS deleted_r, random() AS deposit_r, random() AS condition_r,
             random() AS age_r, random() AS images_r, random() AS delivery_r, random() AS max_days_r
      FROM generate_series(${from}::int, ${to}::int) AS g
    ),
    t AS (
      SELECT r.*, p.category_id, p.price, cat.slug, c.name AS city_name, c.region, c.latitude AS city_lat,
             c.longitude AS city_lng,
             CASE WHEN r.arabic THEN c."nameAr" ELSE c.name END AS city_label,
             CASE WHEN r.arabic THEN p.ar[1 + floor(r.spelling * cardinality(p.ar))::int]
                  ELSE p.en[1 + floor(r.spelling * cardinality(p.en))::int] END AS noun
      FROM r
      JOIN products p ON p.n = r.product
      JOIN cities c ON c.n = r.city
      JOIN categories cat ON cat.id = p.category_id
    ),
    titled AS (
      SELECT t.*,
        CASE WHEN t.arabic THEN
          t.noun
          || CASE WHEN t.adj_r < 0.6 THEN ' ' || ${pick(textArray(AR_ADJECTIVES), 't.adj_pick')} ELSE '' END
          || CASE WHEN t.suffix_r < 0.4 THEN ' ' || ${pick(textArray(AR_SUFFIXES), 't.suffix_pick')} ELSE '' END
        ELSE
          CASE WHEN t.adj_r < 0.6 THEN ${pick(textArray(EN_ADJECTIVES), 't.adj_pick')} || ' ' ELSE '' END
          || t.noun
          || CASE WHEN t.suffix_r < 0.4 THEN ' ' || ${pick(textArray(EN_SUFFIXES), 't.suffix_pick')} ELSE '' END
        END AS raw_title,
        CASE WHEN t.arabic THEN ${textArray(AR_FIRST_SENTENCES)} ELSE ${textArray(EN_FIRST_SENTENCES)} END AS firsts,
        CASE WHEN t.arabic THEN ${textArray(AR_SENTENCES)} ELSE ${textArray(EN_SENTENCES)} END AS rest
      FROM t
    )
    INSERT INTO items (id, owner_id, category_id, title, description, daily_rate, deposit, condition, images,
                       city, state, latitude, longitude, min_rental_days, max_rental_days, pickup_options,
                       rating, total_reviews, is_available, deleted_at, created_at, updated_at)
    SELECT
      ${benchId(`'bench-item-' || g`)},
      ${benchUserId(`1 + floor(owner_r * owner_r * ${users})::int`)},
      category_id,
      CASE
        -- A few Arabic titles carry a fatha after their first letter (tashkeel, as some people type).
        WHEN arabic AND tashkeel < 0.03 THEN left(raw_title, 1) || chr(1614) || substr(raw_title, 2)
        WHEN arabic THEN raw_title
        ELSE upper(left(raw_title, 1)) || substr(raw_title, 2)
      END,
      replace(replace(firsts[1 + floor(d0 * cardinality(firsts))::int], '{noun}', noun), '{city}', city_label)
        || CASE WHEN d_count >= 1.0 / 3 THEN ' ' || replace(rest[1 + floor(d1 * cardinality(rest))::int], '{city}', city_label) ELSE '' END
        || CASE WHEN d_count >= 2.0 / 3
             THEN ' ' || replace(rest[1 + (floor(d1 * cardinality(rest))::int + 1 + floor(d2 * (cardinality(rest) - 1))::int) % cardinality(rest)], '{city}', city_label)
             ELSE '' END,
      -- Log-normal around the product's typical rate, rounded to 5 riyal, within 20–2,000.
      greatest(20, least(2000, round(price * exp(0.55 * z) / 5) * 5)),
      CASE WHEN deposit_r < 0.5 THEN round(price * exp(0.55 * z) * 3 / 10) * 10 END,
      (ARRAY['excellent', 'good', 'fair'])[1 + floor(condition_r * 3)::int]::item_condition,
      ARRAY(SELECT '/images/demo/' || slug || '-' || k || '.svg' FROM generate_series(1, 1 + floor(images_r * 3)::int) AS k),
      city_name,
      region,
      CASE WHEN coords_r >= 0.03 THEN round((city_lat + (lat_r - 0.5) * 0.09)::numeric, 6) END,
      CASE WHEN coords_r >= 0.03 THEN round((city_lng + (lng_r - 0.5) * 0.1)::numeric, 6) END,
      CASE WHEN max_days_r < 0.1 THEN 2 ELSE 1 END,
      CASE WHEN max_days_r < 0.3 THEN 30 END,
      CASE WHEN delivery_r < 0.35 THEN '{pickup,delivery}'::text[] ELSE '{pickup}'::text[] END,
      CASE WHEN rated_r < 0.5 THEN round((3 + 2 * sqrt(rating_r))::numeric, 2) ELSE 0 END,
      CASE WHEN rated_r < 0.5 THEN 1 + floor(reviews_r * reviews_r * 40)::int ELSE 0 END,
      available_r >= 0.05,
      CASE WHEN deleted_r < 0.01 THEN now() - deleted_r * interval '1000 days' END,
      now() - power(age_r, 1.5) * interval '365 days',
      now() - power(age_r, 1.5) * interval '365 days'
    FROM titled`;
}
