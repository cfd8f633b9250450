import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * Two outlines of the administrators' case cards while a queue loads (disputes, business checks):
 * a title and its state, a row of facts, the case's own `body`, and the decision's button.
 */
export function CaseCardsSkeleton({
  facts,
  stateWidth,
  body,
}: {
  facts: number;
  /** The width class of the state's pill beside the title. */
  stateWidth: string;
  body: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      {Array.from({ length: 2 }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex flex-col gap-5 rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
        >
          <div className="flex flex-wrap justify-between gap-3">
            <Skeleton className="h-6 w-56 max-w-full" />
            <Skeleton className={`h-6 ${stateWidth}`} />
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5">
            {Array.from({ length: facts }, (_, fact) => (
              <div key={fact} className="flex flex-col gap-1.5">
                <Skeleton className="h-3 w-16" />
                <Skeleton className="h-4 w-28 max-w-full" />
              </div>
            ))}
          </div>
          {body}
          <Skeleton className="h-11 w-48" />
        </div>
      ))}
    </div>
  );
}
