/**
 * The no-show cases waiting for an administrator (docs/decisions/0060-no-shows.md), under the
 * objections on /admin/disputes: the oldest page of them, with how many wait in all; a decided one
 * leaves the list.
 */
import { UserX } from 'lucide-react';
import { useNoShowQueue } from '../api/admin-no-shows';
import { CaseQueueSection } from './case-queue-section';
import { NoShowCard } from './no-show-card';

export function NoShowsSection() {
  const queue = useNoShowQueue();
  // Read once a render: every card's age and deadline are measured from the same moment.
  const now = Date.now();
  return (
    <CaseQueueSection
      words="admin.disputes.noShows"
      query={queue}
      emptyIcon={<UserX className="size-7" aria-hidden="true" />}
      keyOf={(summary) => summary.booking.id}
    >
      {(summary) => <NoShowCard summary={summary} now={now} />}
    </CaseQueueSection>
  );
}
