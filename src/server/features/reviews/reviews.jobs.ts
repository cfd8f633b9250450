/**
 * Reviews whose window closed are published (a review hidden until the other side wrote theirs, or
 * until the window ends: docs/product.md, "Statuses"). A recurring job, hourly.
 */
import { z } from 'zod';
import type { Db } from '../../db/client';
import { defineJob } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import { publishClosedReviews } from './reviews.service';

const publishReviewsJob = defineJob('reviews.publish', z.object({}));

export function registerReviewJobs(worker: Worker, db: () => Db): void {
  worker.handle(publishReviewsJob, async () => {
    await publishClosedReviews(db());
  });
  worker.recurring([{ type: publishReviewsJob, everyMs: 60 * 60_000 }]);
}
