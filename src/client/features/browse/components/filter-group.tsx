import type { ReactNode } from 'react';
import type { BrowseFilters } from '../browse-filters';

/** Changes the browse page's filters (and so its address). */
export type Update = (next: BrowseFilters) => void;

/** One titled group of the filters panel. */
export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-line pb-6 last:border-b-0">
      <legend className="mb-3 text-sm font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}
