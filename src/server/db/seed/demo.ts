/**
 * Fills an empty database with the demo marketplace (demo-data.ts, laid out
 * by demo-plan.ts): people, listings in 11 Saudi cities, bookings in every
 * status, reviews, conversations and notifications. Does nothing when any user
 * exists, so restarting the app never duplicates. One transaction: a failure
 * leaves nothing half-written.
 */
import { hash } from '@node-rs/argon2';
import { LEGAL_VERSIONS } from '@shared/legal';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { adminAuditLog, bookings, items, messages, notifications, reviews, users } from '../schema';
import { DEMO_PASSWORD } from './demo-data';
import { buildDemoPlan, type DemoPlan } from './demo-plan';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data';

/** Serialises concurrent seeders (several servers starting on one PostgreSQL). */
const SEED_LOCK_KEY = 7319002;
const CHUNK_SIZE = 500;

export async function seedDemo(db: Db, now = new Date()): Promise<{ seeded: boolean }> {
  if (await hasUsers(db)) return { seeded: false };
  // Hashed once: every demo account shares the password.
  const plan = buildDemoPlan({ now, passwordHash: await hash(DEMO_PASSWORD) });
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return { seeded: false };
    await insertPlan(tx, plan);
    await updateRatings(tx);
    return { seeded: true };
  });
}

async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

async function insertPlan(tx: Db, plan: DemoPlan): Promise<void> {
  await insertInChunks(tx, users, plan.users);
  await acceptLegalDocuments(tx);
  await insertInChunks(tx, items, plan.items);
  await insertInChunks(tx, bookings, plan.bookings);
  await insertInChunks(tx, reviews, plan.reviews);
  await insertInChunks(tx, messages, plan.messages);
  await insertInChunks(tx, notifications, plan.notifications);
  await insertInChunks(tx, adminAuditLog, plan.audit);
}

async function insertInChunks<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK_SIZE));
  }
}

/**
 * A member whose account is older than the legal documents, as every account made before them is:
 * signing in as her asks for consent first (docs/decisions/0063-legal-consents.md).
 */
const MEMBER_BEFORE_THE_TERMS = 'dana@example.sa';

/**
 * The demo's other members accepted the current Terms and Privacy notice when they "signed up",
 * so signing in as one asks nothing first.
 */
async function acceptLegalDocuments(tx: Db): Promise<void> {
  await tx.execute(sql`
    INSERT INTO consents (user_id, document, version)
    SELECT users.id, documents.document, documents.version
    FROM users CROSS JOIN (VALUES ('terms', ${LEGAL_VERSIONS.terms}), ('privacy', ${LEGAL_VERSIONS.privacy}))
      AS documents (document, version)
    WHERE NOT users.is_admin AND users.email <> ${MEMBER_BEFORE_THE_TERMS}`);
}

/**
 * Ratings are derived from the published reviews in SQL, so the stored
 * aggregates always agree with them: an item's from the renters' reviews of
 * it, a user's from every review they received.
 */
async function updateRatings(tx: Db): Promise<void> {
  await tx.execute(sql`
    UPDATE items SET rating = s.average, total_reviews = s.count
    FROM (
      SELECT item_id, round(avg(rating), 2) AS average, count(*)::int AS count
      FROM reviews
      WHERE type = 'renter_to_owner' AND item_id IS NOT NULL AND published_at IS NOT NULL
      GROUP BY item_id
    ) AS s
    WHERE items.id = s.item_id`);
  await tx.execute(sql`
    UPDATE users SET rating = s.average, total_reviews = s.count
    FROM (
      SELECT reviewee_id, round(avg(rating), 2) AS average, count(*)::int AS count
      FROM reviews
      WHERE published_at IS NOT NULL
      GROUP BY reviewee_id
    ) AS s
    WHERE users.id = s.reviewee_id`);
}
