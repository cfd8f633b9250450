import { cn } from '../../../lib/cn';
import type { Bilingual } from '../invoice-labels';

/** A heading or label in Arabic, with its English under it in smaller type. */
export function BilingualLabel({ label, className }: { label: Bilingual; className?: string }) {
  return (
    <span className={cn('flex flex-col', className)}>
      <span lang="ar">{label.ar}</span>
      <span lang="en" className="text-[0.8em] font-normal text-muted print:text-black">
        {label.en}
      </span>
    </span>
  );
}
