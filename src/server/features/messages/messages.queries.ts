/**
 * Reading messages: the viewer's conversations and one thread. The viewer is
 * always one side of every message read here, so nobody reads a conversation
 * they are not in. Both queries are written in SQL to walk the indexes:
 * messages_pair_idx (sender, receiver, created_at desc) for each direction of
 * a pair, messages_receiver_idx for who wrote to the viewer, and
 * messages_unread_idx for the unread counts.
 */

import type { Conversation, Message, UserSummary } from '@shared/api-types';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import type { messages } from '../../db/schema';

type MessageRow = typeof messages.$inferSelect;

export function toMessage(row: MessageRow): Message {
  const { hiddenAt, ...message } = row;
  return {
    ...message,
    // Hidden by Ajjir's team (docs/decisions/0064-reports-and-moderation.md): its words are not sent.
    content: hiddenAt ? '' : message.content,
    removed: hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A message's columns under the API's names; the time as JavaScript's toISOString writes it. */
const messageColumns = (table: string) =>
  sql.raw(`${table}.id, ${table}.sender_id AS "senderId", ${table}.receiver_id AS "receiverId",
    CASE WHEN ${table}.hidden_at IS NULL THEN ${table}.content ELSE '' END AS content,
    ${table}.hidden_at IS NOT NULL AS removed,
    ${table}.booking_id AS "bookingId", ${table}.item_id AS "itemId",
    ${table}.is_read AS "isRead",
    to_char(${table}.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`);

/** A moment as JavaScript's toISOString writes it, or null. */
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The latest message of one direction of a pair, or the latest `limit` before a cursor. */
const oneDirection = (from: SQL, to: SQL, limit: number, before: SQL = sql``) => sql`
  (SELECT * FROM messages WHERE sender_id = ${from} AND receiver_id = ${to} ${before}
   ORDER BY created_at DESC, id DESC LIMIT ${limit})`;

/**
 * Everyone the viewer has exchanged messages with, the latest exchange first:
 * the other person, the last message either way, and how many of theirs the
 * viewer has not read. One query. Conversations with blocked people stay
 * (what was agreed is still worth reading); only sending to them is refused.
 */
export async function conversationsOf(db: Db, viewerId: string): Promise<Conversation[]> {
  const rows = await selectRows<
    Message &
      Omit<UserSummary, 'verified'> & {
        otherId: string;
        unreadCount: number;
        identityVerifiedAt: string | null;
        phoneVerifiedAt: string | null;
        businessVerifiedAt: string | null;
      }
  >(
    db,
    sql`
      WITH partners AS (
        SELECT receiver_id AS other_id FROM messages WHERE sender_id = ${viewerId}
        UNION
        SELECT sender_id FROM messages WHERE receiver_id = ${viewerId}
      )
      SELECT u.id AS "otherId", u.first_name AS "firstName", u.last_name AS "lastName",
        u.account_type AS "accountType", u.company_name AS "companyName",
        u.profile_picture AS "profilePicture",
        ${sql.raw(`${isoTime('u.identity_verified_at')} AS "identityVerifiedAt",
          ${isoTime('u.phone_verified_at')} AS "phoneVerifiedAt",
          ${isoTime('u.business_verified_at')} AS "businessVerifiedAt"`)},
        ${messageColumns('latest')}, unread.count AS "unreadCount"
      FROM partners p
      JOIN users u ON u.id = p.other_id
      CROSS JOIN LATERAL (
        SELECT * FROM (
          ${oneDirection(sql`${viewerId}`, sql`p.other_id`, 1)}
          UNION ALL
          ${oneDirection(sql`p.other_id`, sql`${viewerId}`, 1)}
        ) AS both_ways
        ORDER BY created_at DESC, id DESC LIMIT 1
      ) AS latest
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS count FROM messages
        WHERE receiver_id = ${viewerId} AND sender_id = p.other_id AND NOT is_read
      ) AS unread
      ORDER BY latest.created_at DESC, latest.id DESC`,
  );
  return rows.map((row) => ({
    otherUser: {
      id: row.otherId,
      firstName: row.firstName,
      lastName: row.lastName,
      accountType: row.accountType,
      companyName: row.companyName,
      profilePicture: row.profilePicture,
      verified: {
        identity: row.identityVerifiedAt,
        phone: row.phoneVerifiedAt,
        business: row.businessVerifiedAt,
      },
    },
    lastMessage: {
      id: row.id,
      senderId: row.senderId,
      receiverId: row.receiverId,
      content: row.content,
      bookingId: row.bookingId,
      itemId: row.itemId,
      isRead: row.isRead,
      createdAt: row.createdAt,
      removed: row.removed ?? false,
    },
    unreadCount: row.unreadCount,
  }));
}

export interface ThreadPage {
  /** Oldest first. */
  messages: Message[];
  /** Older messages exist before the first one. */
  hasMore: boolean;
}

/**
 * The latest `limit` messages between the viewer and another person, before
 * the `before` message when given (a message of this thread; any other id
 * gives an empty page).
 */
export async function threadPage(
  db: Db,
  options: { viewerId: string; otherUserId: string; before?: string; limit: number },
): Promise<ThreadPage> {
  const { viewerId, otherUserId, before, limit } = options;
  // The cursor is read in SQL, so its time keeps PostgreSQL's microseconds.
  const cursor = sql`(SELECT created_at, id FROM messages
    WHERE id = ${before ?? null}::uuid
      AND ((sender_id = ${viewerId} AND receiver_id = ${otherUserId})
        OR (sender_id = ${otherUserId} AND receiver_id = ${viewerId})))`;
  const beforeCursor = before
    ? sql`AND created_at <= (SELECT created_at FROM ${cursor} AS c) AND (created_at, id) < ${cursor}`
    : sql``;
  const rows = await selectRows<Message>(
    db,
    sql`
      SELECT ${messageColumns('page')} FROM (
        ${oneDirection(sql`${viewerId}`, sql`${otherUserId}`, limit + 1, beforeCursor)}
        UNION ALL
        ${oneDirection(sql`${otherUserId}`, sql`${viewerId}`, limit + 1, beforeCursor)}
      ) AS page
      ORDER BY page.created_at DESC, page.id DESC LIMIT ${limit + 1}`,
  );
  return { messages: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}
