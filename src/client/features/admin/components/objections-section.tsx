/**
 * The objections to a hand-over or a return waiting for an administrator
 * (docs/decisions/0059-handover-and-return-records.md), under the disputes on /admin/disputes:
 * the oldest page of them, with how many wait in all; a resolved one leaves the list.
 */
import { MessageSquareWarning } from 'lucide-react';
import { useObjectionQueue } from '../api/admin-handover';
import { CaseQueueSection } from './case-queue-section';
import { ObjectionCard } from './objection-card';

export function ObjectionsSection() {
  const queue = useObjectionQueue();
  const now = Date.now();
  return (
    <CaseQueueSection
      words="admin.disputes.objections"
      query={queue}
      emptyIcon={<MessageSquareWarning className="size-7" aria-hidden="true" />}
      keyOf={(objection) => `${objection.booking.id}:${objection.stage}`}
    >
      {(objection) => <ObjectionCard objection={objection} now={now} />}
    </CaseQueueSection>
  );
}
