/**
 * The bookings feature's timed change: a request whose pickup day passed unanswered expires (its
 * renter is told, and refunded in full by the transition's money effect). A recurring job, hourly;
 * `GET /api/bookings` also catches up for the one who asks.
 */
import { z } from 'zod';
import type { Db } from '../../db/client';
import { defineJob } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import { expireStaleRequests } from './bookings.service';
import type { BookingMoney } from './transitions';

const expireStaleJob = defineJob('bookings.expire-stale', z.object({}));

export function registerBookingJobs(worker: Worker, deps: () => { db: Db; money: BookingMoney }): void {
  worker.handle(expireStaleJob, async () => {
    await expireStaleRequests(deps().db, deps().money);
  });
  worker.recurring([{ type: expireStaleJob, everyMs: 60 * 60_000 }]);
}
