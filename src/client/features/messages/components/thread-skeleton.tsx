import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

export function ThreadSkeleton() {
  const { t } = useTranslation();
  const widths = ['w-3/5', 'w-2/5', 'w-1/2', 'w-2/3'];
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
      className="flex flex-1 flex-col justify-end gap-4 overflow-hidden bg-canvas/60 p-5"
    >
      {widths.map((width, index) => (
        <div key={width} className={cn('flex', index % 2 ? 'justify-end' : 'justify-start')}>
          <Skeleton className={cn('h-12 rounded-2xl', width)} />
        </div>
      ))}
    </div>
  );
}
