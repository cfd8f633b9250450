/**
 * What people do with the generated listings (scripts/bench/seed.ts): rentals
 * in every state beyond the confirmed ones generate.ts makes, conversations
 * between renters and owners, and about fifty conversations for the demo
 * renter sara@ajjir.sa, so that her conversation list is a busy person's.
 * In SQL over generate_series, deterministic as generate.ts is.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { BOOKING_PRICE_COLUMNS, bookingPriceValues } from './booking-price';
import { benchId, benchUserId, textArray } from './generate';
import { AR_MESSAGES, EN_MESSAGES } from './vocabulary';

export interface ActivityOptions {
  /** Items generate.ts made (bench-item-1 to bench-item-N). */
  items: number;
  /** Accounts generate.ts made (bench-user-1 to bench-user-N). */
  users: number;
  /** Rentals besides generate.ts's confirmed ones: completed, pending, declined, cancelled, expired. */
  rentals: number;
  /** Conversations between generated people (about 6 messages each). */
  conversations: number;
  /** The demo renter's conversations with generated owners. */
  saraConversations: number;
}

/** A generated item, from a random number `r` in [0, 1). */
const itemOf = (r: string, items: number) => benchId(`'bench-item-' || (1 + floor(${r} * ${items})::int)`);

export async function generateRentals(db: Db, { items, users, rentals }: ActivityOptions): Promise<void> {
  if (rentals <= 0 || items <= 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT setseed(0.23)`);
    // 70% completed in the past year, 10% pending in the next four months, the rest declined,
    // cancelled (past or future) or expired. None is confirmed or active, so none can overlap
    // generate.ts's confirmed bookings (bookings_no_overlap).
    await tx.execute(sql`
      WITH r AS MATERIALIZED (
        SELECT g, random() AS item_r, random() AS renter_r, random() AS kind_r, random() AS day_r,
               random() AS length_r, random() AS lead_r, random() AS delivery_r
        FROM generate_series(1, ${rentals}::int) AS g
      ), d AS (
        SELECT r.*, 1 + floor(length_r * 7)::int AS days,
          CASE WHEN kind_r < 0.70 THEN 'completed' WHEN kind_r < 0.80 THEN 'pending'
               WHEN kind_r < 0.87 THEN 'declined' WHEN kind_r < 0.95 THEN 'cancelled' ELSE 'expired' END AS status
        FROM r
      ), e AS (
        SELECT d.*,
          CASE WHEN status = 'pending' OR (status = 'cancelled' AND day_r < 0.4)
                 THEN current_date + 1 + floor(day_r * 116)::int
               ELSE current_date - 8 - floor(day_r * 358)::int END AS start_date
        FROM d
      )
      INSERT INTO bookings (id, item_id, renter_id, owner_id, start_date, end_date, status, daily_rate,
                            ${BOOKING_PRICE_COLUMNS}, pickup_method, created_at, updated_at, completed_at)
      SELECT ${benchId(`'bench-rental-' || e.g`)}, i.id, x.renter, i.owner_id, e.start_date,
             e.start_date + e.days - 1, e.status::booking_status, i.daily_rate,
             ${bookingPriceValues(sql`i.daily_rate`, sql`e.days - 1`, sql`i.cancellation_policy`)},
             CASE WHEN e.delivery_r < 0.2 THEN 'delivery' ELSE 'pickup' END,
             least(now(), e.start_date - (1 + floor(e.lead_r * 20))::int + time '09:30'),
             least(now(), e.start_date - (1 + floor(e.lead_r * 20))::int + time '12:00'),
             CASE WHEN e.status = 'completed' THEN e.start_date + e.days + time '18:00' END
      FROM e
      JOIN items i ON i.id = ${itemOf('e.item_r', items)}
      CROSS JOIN LATERAL (SELECT ${benchUserId(`1 + floor(e.renter_r * ${users})::int`)} AS renter) AS x
      WHERE x.renter <> i.owner_id`);
  });
}

/** Conversations between a renter and an item's owner, the renter first, taking turns. */
export async function generateConversations(
  db: Db,
  { items, users, conversations }: ActivityOptions,
): Promise<void> {
  if (conversations <= 0 || items <= 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT setseed(0.31)`);
    await tx.execute(sql`
      WITH c AS MATERIALIZED (
        SELECT k, random() AS renter_r, random() AS item_r, random() AS length_r, random() AS start_r,
               random() AS lang_r
        FROM generate_series(1, ${conversations}::int) AS k
      ), p AS (
        SELECT c.*, i.id AS item_id, i.owner_id AS owner,
               ${benchUserId(`1 + floor(c.renter_r * ${users})::int`)} AS renter,
               1 + floor(c.length_r * c.length_r * 16)::int AS n,
               now() - interval '2 hours' - c.start_r * interval '180 days' AS started
        FROM c JOIN items i ON i.id = ${itemOf('c.item_r', items)}
      )
      INSERT INTO messages (id, sender_id, receiver_id, content, item_id, is_read, created_at)
      SELECT ${benchId(`'bench-message-' || p.k || '-' || m`)},
             CASE WHEN m % 2 = 1 THEN p.renter ELSE p.owner END,
             CASE WHEN m % 2 = 1 THEN p.owner ELSE p.renter END,
             CASE WHEN p.lang_r < 0.75
               THEN (${textArray(AR_MESSAGES)})[1 + (m - 1) % ${AR_MESSAGES.length}]
               ELSE (${textArray(EN_MESSAGES)})[1 + (m - 1) % ${EN_MESSAGES.length}] END,
             CASE WHEN m = 1 THEN p.item_id END,
             m < p.n OR p.start_r > 0.02,
             p.started + (m - 1) * interval '23 minutes'
      FROM p CROSS JOIN generate_series(1, p.n) AS m
      WHERE p.renter <> p.owner`);
  });
}

/** The demo renter sara@ajjir.sa writes to generated owners; a third of them have answered unread. */
export async function generateSaraConversations(
  db: Db,
  { users, saraConversations }: ActivityOptions,
): Promise<void> {
  if (saraConversations <= 0) return;
  await db.execute(sql`
    WITH sara AS (SELECT id FROM users WHERE email = 'sara@ajjir.sa'),
    partners AS (
      SELECT k, ${benchUserId(`1 + (k * 37) % ${users}`)} AS other, 4 + (k * 7) % 13 AS n,
             now() - k * interval '9 hours' AS last_at
      FROM generate_series(1, ${saraConversations}::int) AS k
    )
    INSERT INTO messages (id, sender_id, receiver_id, content, item_id, is_read, created_at)
    SELECT ${benchId(`'bench-sara-' || p.k || '-' || m`)},
           CASE WHEN m % 2 = 1 THEN sara.id ELSE p.other END,
           CASE WHEN m % 2 = 1 THEN p.other ELSE sara.id END,
           (${textArray(AR_MESSAGES)})[1 + (m - 1) % ${AR_MESSAGES.length}],
           CASE WHEN m = 1 THEN (SELECT id FROM items WHERE owner_id = p.other ORDER BY created_at LIMIT 1) END,
           m < p.n OR p.k % 3 <> 0,
           p.last_at - (p.n - m) * interval '41 minutes'
    FROM sara CROSS JOIN partners AS p CROSS JOIN generate_series(1, p.n) AS m`);
}
