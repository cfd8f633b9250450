import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { pageCount, pageRange, shownRows } from './page-range';
import { Button } from './ui/button';

const pageLinkClass =
  'inline-flex size-9 items-center justify-center rounded-lg text-sm font-medium tabular-nums transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

/**
 * Paging for a table whose page is in the address: "Showing 21–40 of 312",
 * then previous, the page numbers and next, as links (so they open in a new
 * tab and Back returns). Numbers in the page's digits; the chevrons turn in
 * right-to-left pages. Phones get "Page 2 of 16" instead of the numbers.
 */
export function Pagination({
  page,
  pageSize,
  total,
  hrefOf,
  label,
  className,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The address of a page (a search string such as '?page=2' works). */
  hrefOf: (page: number) => string;
  /** What is paged, for the navigation landmark ("Users pages"). */
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const count = pageCount(total, pageSize);
  const { from, to } = shownRows(page, pageSize, total);
  if (total === 0) return null;
  return (
    <div
      className={cn('flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between', className)}
      data-testid="pagination"
    >
      <p className="text-sm text-muted" aria-live="polite">
        {t('pagination.showing', { from, to, total })}
      </p>
      {count > 1 && (
        <nav aria-label={label} className="flex items-center justify-between gap-1 sm:justify-end">
          <StepLink
            to={page > 1 ? hrefOf(page - 1) : undefined}
            label={t('pagination.previous')}
            icon={<ChevronLeft className="flip-rtl size-4" aria-hidden="true" />}
          />
          <p className="text-sm text-muted sm:hidden">{t('pagination.pageOf', { page, pages: count })}</p>
          <ul className="hidden items-center gap-1 sm:flex">
            {pageRange(page, count).map((slot, index) =>
              slot === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
                  …
                </li>
              ) : (
                <li key={slot}>
                  <Link
                    to={hrefOf(slot)}
                    aria-label={t('pagination.page', { page: slot })}
                    aria-current={slot === page ? 'page' : undefined}
                    className={cn(
                      pageLinkClass,
                      slot === page
                        ? 'bg-primary-700 text-white'
                        : 'text-ink hover:bg-primary-50 hover:text-primary-800',
                    )}
                  >
                    {t('pagination.number', { page: slot })}
                  </Link>
                </li>
              ),
            )}
          </ul>
          <StepLink
            to={page < count ? hrefOf(page + 1) : undefined}
            label={t('pagination.next')}
            icon={<ChevronRight className="flip-rtl size-4" aria-hidden="true" />}
            iconAtEnd
          />
        </nav>
      )}
    </div>
  );
}

function StepLink({
  to,
  label,
  icon,
  iconAtEnd = false,
}: {
  to: string | undefined;
  label: string;
  icon: ReactNode;
  iconAtEnd?: boolean;
}) {
  const content = iconAtEnd ? (
    <>
      {label}
      {icon}
    </>
  ) : (
    <>
      {icon}
      {label}
    </>
  );
  if (!to) {
    return (
      <Button variant="outline" size="sm" disabled>
        {content}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to}>{content}</Link>
    </Button>
  );
}
