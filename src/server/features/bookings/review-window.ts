/**
 * When a completed booking's review window closes: REVIEW_WINDOW_DAYS after its return (a
 * completed booking changes no more, so its last change stands in for a return time written before
 * completed_at existed). The booking's own moment, so the bookings feature answers it with the
 * booking, and the reviews feature decides by it.
 */
import { REVIEW_WINDOW_DAYS } from '@shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema';

export const reviewDeadline: SQL<Date> = sql`(coalesce(${bookings.completedAt}, ${bookings.updatedAt}) + ${sql.raw(`interval '${REVIEW_WINDOW_DAYS} days'`)})`;
