/** Paging of the admin tables: how many pages, which numbers to show, and which rows are on screen. */

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export type PageSlot = number | 'gap';

/**
 * The page numbers of the control: always the first and the last, the
 * current one with `siblings` on each side, and a gap where pages are
 * skipped; a gap never stands for a single page (that page is shown instead).
 * 1 2 3 4 5 … 16 / 1 … 7 8 9 … 16 / 1 … 12 13 14 15 16
 */
export function pageRange(current: number, count: number, siblings = 1): PageSlot[] {
  // first, last, current, the siblings and two gaps
  const slots = 2 * siblings + 5;
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), count);
  const start = Math.max(page - siblings, 1);
  const end = Math.min(page + siblings, count);
  const showStartGap = start > 3;
  const showEndGap = end < count - 2;
  if (!showStartGap) {
    const head = Array.from({ length: slots - 2 }, (_, i) => i + 1);
    return [...head, 'gap', count];
  }
  if (!showEndGap) {
    const tail = Array.from({ length: slots - 2 }, (_, i) => count - (slots - 3) + i);
    return [1, 'gap', ...tail];
  }
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [1, 'gap', ...middle, 'gap', count];
}

/** "Showing 21–40 of 312": the first and last row on the page (1-based), 0–0 when there are none. */
export function shownRows(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return { from, to };
}
