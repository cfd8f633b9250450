/**
 * A member's own data (GET /api/account/export, docs/decisions/0066-closed-accounts.md): everything
 * Ajjir holds about them, as one JSON object streamed a page at a time. Each part is read by keyset
 * (its time, then its id) in pages of EXPORT_PAGE_SIZE, so neither a table nor a long history sits
 * in memory. PostgreSQL writes each row's JSON (to_jsonb), so both drivers give the same text.
 * Columns are chosen one by one: never a password hash, a token's hash, a national ID's hash or a
 * full IBAN (masked as the app shows it, shared/iban.ts).
 */
import { maskIban } from '@shared/iban';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';

/** Rows read at a time. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * One part of the file: a SELECT of the member's rows, each with `_at` (a timestamptz) and `_id`
 * (text) that order it; they are left out of what is written.
 */
interface Part {
  name: string;
  select: (userId: string) => SQL;
}

const masked = (column: SQL) =>
  sql`CASE WHEN ${column} IS NULL THEN NULL ELSE ${maskIban('')} || right(${column}, 4) END`;

/** The bookings the member is on, either side. */
const myBookings = (userId: string) =>
  sql`SELECT id FROM bookings WHERE renter_id = ${userId} OR owner_id = ${userId}`;

export const EXPORT_PARTS: readonly Part[] = [
  {
    name: 'listings',
    select: (userId) => sql`
      SELECT i.id, c.slug AS category, i.title, i.description, i.daily_rate, i.deposit, i.condition,
        i.images, i.address, i.city, i.state, i.zip_code, i.latitude, i.longitude, i.min_rental_days,
        i.max_rental_days, i.pickup_options, i.instant_booking, i.identity_requirement,
        i.weekly_discount_percent, i.monthly_discount_percent, i.cancellation_policy, i.is_available,
        i.created_at, i.updated_at, i.deleted_at AS removed_at,
        i.created_at AS _at, i.id::text AS _id
      FROM items i JOIN categories c ON c.id = i.category_id
      WHERE i.owner_id = ${userId}`,
  },
  {
    name: 'bookings',
    select: (userId) => sql`
      SELECT b.id, CASE WHEN b.renter_id = ${userId} THEN 'renter' ELSE 'owner' END AS role,
        b.item_id, i.title AS item_title, b.renter_id, b.owner_id, b.start_date, b.end_date,
        b.pickup_method, b.message, b.status, b.status_reason, b.daily_rate, b.discount_percent,
        b.subtotal_halalas, b.discount_halalas, b.rental_halalas, b.rental_vat_halalas, b.rental_vat_by,
        b.service_fee_halalas, b.service_fee_vat_halalas, b.commission_halalas, b.commission_vat_halalas,
        b.total_halalas, b.owner_earning_halalas, b.deposit_halalas, b.cancellation_policy,
        b.cancelled_late, b.created_at, b.completed_at,
        b.created_at AS _at, b.id::text AS _id
      FROM bookings b JOIN items i ON i.id = b.item_id
      WHERE b.renter_id = ${userId} OR b.owner_id = ${userId}`,
  },
  {
    name: 'bookingEvents',
    select: (userId) => sql`
      SELECT e.booking_id, e.action, e.from_status, e.to_status, e.reason,
        (e.actor_id = ${userId}) AS by_me, e.created_at,
        e.created_at AS _at, e.id::text AS _id
      FROM booking_events e WHERE e.booking_id IN (${myBookings(userId)})`,
  },
  {
    name: 'claims',
    select: (userId) => sql`
      SELECT c.id, c.booking_id, c.reason, c.amount_halalas, c.description, c.photos, c.status,
        c.answer_text, c.answer_photos, c.disputed_at, c.kept_halalas, c.settled_by, c.decision_reason,
        c.settled_at, c.created_at,
        c.created_at AS _at, c.id::text AS _id
      FROM claims c WHERE c.booking_id IN (${myBookings(userId)})`,
  },
  {
    name: 'conditionRecords',
    select: (userId) => sql`
      SELECT r.id, r.booking_id, r.stage, r.role, r.note, r.photos, r.created_at,
        r.created_at AS _at, r.id::text AS _id
      FROM condition_reports r WHERE r.author_id = ${userId}`,
  },
  {
    name: 'noShowCases',
    select: (userId) => sql`
      SELECT n.booking_id, n.kind, n.opened_at, n.renter_statement, n.renter_photos, n.owner_statement,
        n.owner_photos, n.outcome, n.closed_at, n.decision_note,
        n.opened_at AS _at, n.booking_id::text AS _id
      FROM no_show_cases n WHERE n.booking_id IN (${myBookings(userId)})`,
  },
  {
    name: 'messages',
    select: (userId) => sql`
      SELECT m.id, CASE WHEN m.sender_id = ${userId} THEN 'sent' ELSE 'received' END AS direction,
        CASE WHEN m.sender_id = ${userId} THEN m.receiver_id ELSE m.sender_id END AS other_member_id,
        m.booking_id, m.item_id, m.content, m.is_read, m.created_at,
        m.created_at AS _at, m.id::text AS _id
      FROM messages m WHERE m.sender_id = ${userId} OR m.receiver_id = ${userId}`,
  },
  {
    name: 'reviewsWritten',
    select: (userId) => sql`
      SELECT r.id, r.booking_id, r.item_id, r.reviewee_id, r.type, r.rating, r.comment, r.published_at,
        r.created_at, r.created_at AS _at, r.id::text AS _id
      FROM reviews r WHERE r.reviewer_id = ${userId}`,
  },
  {
    // Only those published: a review stays hidden from the one it is about until both sides wrote.
    name: 'reviewsReceived',
    select: (userId) => sql`
      SELECT r.id, r.booking_id, r.item_id, r.reviewer_id, r.type, r.rating, r.comment, r.published_at,
        r.created_at, r.created_at AS _at, r.id::text AS _id
      FROM reviews r WHERE r.reviewee_id = ${userId} AND r.published_at IS NOT NULL`,
  },
  {
    name: 'payments',
    select: (userId) => sql`
      SELECT p.id, p.booking_id, p.amount_halalas, p.currency, p.status, p.method, p.card_last4,
        p.refunded_halalas, p.paid_at, p.created_at,
        p.created_at AS _at, p.id::text AS _id
      FROM payments p WHERE p.payer_id = ${userId}`,
  },
  {
    name: 'refunds',
    select: (userId) => sql`
      SELECT r.id, r.booking_id, r.amount_halalas, r.reason, r.status, r.created_at, r.done_at,
        r.created_at AS _at, r.id::text AS _id
      FROM refunds r JOIN bookings b ON b.id = r.booking_id
      WHERE b.renter_id = ${userId}`,
  },
  {
    // Addressed to them: the renter's invoices and credit notes, an owner's commission invoices.
    name: 'invoices',
    select: (userId) => sql`
      SELECT v.id, v.number, v.kind, v.supply, v.booking_id, v.seller_name, v.seller_vat_number,
        v.seller_address, v.issuer_name, v.issuer_vat_number, v.buyer_name, v.buyer_vat_number,
        v.reason, v.lines, v.total_excl_vat_halalas, v.vat_halalas, v.total_halalas, v.qr, v.issued_at,
        v.issued_at AS _at, v.id::text AS _id
      FROM invoices v JOIN bookings b ON b.id = v.booking_id
      WHERE (v.supply <> 'commission' AND b.renter_id = ${userId})
        OR (v.supply = 'commission' AND b.owner_id = ${userId})`,
  },
  {
    name: 'payoutAccount',
    select: (userId) => sql`
      SELECT ${masked(sql`a.iban`)} AS iban, a.holder_name, a.iban_since, a.created_at, a.updated_at,
        a.created_at AS _at, a.user_id::text AS _id
      FROM payout_accounts a WHERE a.user_id = ${userId}`,
  },
  {
    name: 'payoutAccountChanges',
    select: (userId) => sql`
      SELECT c.kind, ${masked(sql`c.iban`)} AS iban, c.holder_name, c.mobile, c.created_at,
        c.created_at AS _at, c.id::text AS _id
      FROM payout_account_changes c WHERE c.user_id = ${userId}`,
  },
  {
    name: 'payouts',
    select: (userId) => sql`
      SELECT p.id, p.number, p.amount_halalas, ${masked(sql`p.iban`)} AS iban, p.holder_name, p.status,
        p.failure_reason, p.created_at, p.paid_at,
        p.created_at AS _at, p.id::text AS _id
      FROM payouts p WHERE p.owner_id = ${userId}`,
  },
  {
    // Never the national ID's hash.
    name: 'identityVerifications',
    select: (userId) => sql`
      SELECT v.provider, v.level, v.document, v.verified_name, v.verified_name_en, v.verified_at,
        v.revoked_at, v.revoke_reason,
        v.verified_at AS _at, v.id::text AS _id
      FROM identity_verifications v WHERE v.user_id = ${userId}`,
  },
  {
    name: 'businessChecks',
    select: (userId) => sql`
      SELECT c.cr_number, c.vat_number, c.company_name, c.registered_name, c.registry_status, c.status,
        c.reason, c.note, c.created_at, c.decided_at,
        c.created_at AS _at, c.id::text AS _id
      FROM business_checks c WHERE c.user_id = ${userId}`,
  },
  {
    name: 'consents',
    select: (userId) => sql`
      SELECT c.document, c.version, c.accepted_at,
        c.accepted_at AS _at, c.id::text AS _id
      FROM consents c WHERE c.user_id = ${userId}`,
  },
  {
    name: 'reportsFiled',
    select: (userId) => sql`
      SELECT r.id, r.target_type, r.target_id, r.reason, r.details, r.status, r.decision, r.created_at,
        r.decided_at, r.created_at AS _at, r.id::text AS _id
      FROM reports r WHERE r.reporter_id = ${userId}`,
  },
  {
    name: 'blockedMembers',
    select: (userId) => sql`
      SELECT b.blocked_id AS member_id, b.created_at,
        b.created_at AS _at, b.blocked_id::text AS _id
      FROM member_blocks b WHERE b.blocker_id = ${userId}`,
  },
  {
    name: 'favorites',
    select: (userId) => sql`
      SELECT f.item_id, f.created_at, f.created_at AS _at, f.item_id::text AS _id
      FROM favorites f WHERE f.user_id = ${userId}`,
  },
  {
    name: 'notifications',
    select: (userId) => sql`
      SELECT n.type, n.data, n.link, n.read_at, n.created_at,
        n.created_at AS _at, n.id::text AS _id
      FROM notifications n WHERE n.user_id = ${userId}`,
  },
  {
    // Signed-in devices: never the session's token hash.
    name: 'sessions',
    select: (userId) => sql`
      SELECT s.created_at, s.last_seen_at, s.expires_at, s.user_agent, s.ip,
        s.created_at AS _at, s.id_hash AS _id
      FROM sessions s WHERE s.user_id = ${userId}`,
  },
  {
    // What was done to the account (by administrators, or by the member here), not who did it.
    name: 'auditEntries',
    select: (userId) => sql`
      SELECT a.action, (a.admin_id = ${userId}) AS by_me, a.reason, a.details, a.created_at,
        a.created_at AS _at, a.id::text AS _id
      FROM admin_audit_log a WHERE a.target_type = 'user' AND a.target_id = ${userId}`,
  },
];

interface Cursor {
  at: string;
  id: string;
}

/** One page of a part after the cursor: each row's JSON text, and where the page ends. */
async function readPage(db: Db, part: Part, userId: string, cursor: Cursor | null) {
  const after = cursor ? sql`WHERE (x._at, x._id) > (${cursor.at}::timestamptz, ${cursor.id})` : sql``;
  return selectRows<{ json: string; at: string; id: string }>(
    db,
    sql`SELECT (to_jsonb(x) - '_at' - '_id')::text AS json, x._at::text AS at, x._id AS id
      FROM (${part.select(userId)}) x ${after}
      ORDER BY x._at, x._id LIMIT ${EXPORT_PAGE_SIZE}`,
  );
}

/** The member's profile: everything of the account but its password hash and search column. */
async function profileOf(db: Db, userId: string): Promise<string> {
  const [row] = await selectRows<{ json: string }>(
    db,
    sql`SELECT to_jsonb(x)::text AS json FROM (
      SELECT id, username, email, email_confirmed_at, first_name, last_name, bio, phone, phone_verified_at,
        address, city, state, zip_code, latitude, longitude, profile_picture, account_type, company_name,
        company_website, tax_id, business_address, preferred_language, email_notifications, rating,
        total_reviews, identity_verified_at, business_verified_at, suspended_at, suspension_reason,
        joined_at, updated_at
      FROM users WHERE id = ${userId}) x`,
  );
  return row?.json ?? 'null';
}

/**
 * The file as text chunks: the profile first, then each part as an array, a page per chunk.
 * `exportedAt` is the moment the download started.
 */
export async function* memberDataChunks(db: Db, userId: string, exportedAt: Date): AsyncGenerator<string> {
  yield `{"format":"ajjir-member-data","version":1,"exportedAt":${JSON.stringify(exportedAt.toISOString())},\n`;
  yield `"profile":${await profileOf(db, userId)}`;
  for (const part of EXPORT_PARTS) {
    yield `,\n${JSON.stringify(part.name)}:[`;
    let cursor: Cursor | null = null;
    let separator = '\n';
    for (;;) {
      const page = await readPage(db, part, userId, cursor);
      if (page.length > 0) yield separator + page.map((row) => row.json).join(',\n');
      separator = ',\n';
      const last = page.at(-1);
      if (!last || page.length < EXPORT_PAGE_SIZE) break;
      cursor = { at: last.at, id: last.id };
    }
    yield ']';
  }
  yield '\n}\n';
}
