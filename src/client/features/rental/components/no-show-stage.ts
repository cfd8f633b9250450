import type { NoShowCase } from '@shared/api-types';

/** Where a case stands: the owner's answer awaited, with Ajjir's team, or ended. */
export type NoShowStage = 'answer' | 'review' | 'closed';

export function stageOf(found: NoShowCase): NoShowStage {
  if (found.outcome) return 'closed';
  return found.kind === 'owner_reported' && !found.queuedAt ? 'answer' : 'review';
}
