/**
 * How quickly an owner answers (docs/decisions/0062-verified-members.md), from stored events: the
 * booking requests put to them and the first messages others wrote them in the last 30 days; the
 * share answered within 24 hours, and the median time to answer. A request counts once it was
 * answered, expired unanswered, or has waited 24 hours; one the renter withdrew, or the system
 * ended for its own reasons, before the owner could answer does not. A first message is one from
 * someone who had exchanged none with the owner before; its answer is the owner's next message to
 * them. Shown once there are 3 of them (RESPONSE_MIN_REQUESTS), so one slow day is not a verdict.
 */
import type { Responsiveness } from '@shared/answers/verification';
import {
  RESPONSE_ANSWER_HOURS,
  RESPONSE_MIN_REQUESTS,
  RESPONSE_WINDOW_DAYS,
  responseTimeBucket,
} from '@shared/verification';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';

interface Figures {
  asked: number;
  answered_in_time: number;
  median_seconds: number | string | null;
}

/** One query: requests (bookings_owner_idx, booking_events_booking_idx) and first messages (messages_receiver_idx, messages_pair_idx). */
export async function responsivenessOf(db: Db, ownerId: string): Promise<Responsiveness> {
  const window = sql`now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})`;
  const answerTime = sql`make_interval(hours => ${RESPONSE_ANSWER_HOURS})`;
  const [figures] = await selectRows<Figures>(
    db,
    sql`
      WITH requests AS (
        SELECT asked.created_at AS asked_at,
          CASE WHEN next_step.actor_id = b.owner_id THEN next_step.created_at END AS answered_at
        FROM bookings b
        JOIN booking_events asked ON asked.booking_id = b.id AND asked.to_status = 'pending'
        LEFT JOIN LATERAL (
          SELECT e.created_at, e.actor_id, e.action FROM booking_events e
          WHERE e.booking_id = b.id AND e.created_at >= asked.created_at AND e.id <> asked.id
          ORDER BY e.created_at LIMIT 1
        ) next_step ON true
        WHERE b.owner_id = ${ownerId} AND b.created_at > ${window} - interval '1 day'
          AND asked.created_at > ${window}
          AND (
            next_step.actor_id = b.owner_id OR next_step.action = 'expire'
            OR (next_step.created_at IS NULL AND asked.created_at <= now() - ${answerTime})
          )
      ),
      first_messages AS (
        SELECT m.created_at AS asked_at,
          (SELECT min(r.created_at) FROM messages r
            WHERE r.sender_id = ${ownerId} AND r.receiver_id = m.sender_id AND r.created_at >= m.created_at
          ) AS answered_at
        FROM messages m
        WHERE m.receiver_id = ${ownerId} AND m.created_at > ${window} AND m.booking_id IS NULL
          AND NOT EXISTS (
            SELECT 1 FROM messages p
            WHERE ((p.sender_id = m.sender_id AND p.receiver_id = ${ownerId})
                OR (p.sender_id = ${ownerId} AND p.receiver_id = m.sender_id))
              AND p.created_at < m.created_at
          )
      ),
      asked AS (SELECT * FROM requests UNION ALL SELECT * FROM first_messages)
      SELECT count(*)::int AS asked,
        (count(*) FILTER (WHERE answered_at <= asked_at + ${answerTime}))::int AS answered_in_time,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - asked_at))
          FILTER (WHERE answered_at IS NOT NULL) AS median_seconds
      FROM asked`,
  );
  if (!figures || figures.asked < RESPONSE_MIN_REQUESTS || figures.median_seconds === null) return null;
  const medianMinutes = Math.round(Number(figures.median_seconds) / 60);
  return {
    asked: figures.asked,
    answeredPercent: Math.round((100 * figures.answered_in_time) / figures.asked),
    medianMinutes,
    bucket: responseTimeBucket(medianMinutes),
  };
}
