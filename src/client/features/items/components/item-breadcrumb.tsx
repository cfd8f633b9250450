import type { Item } from '@shared/api-types';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

/** Browse › category › this item; the category leads to the browse page filtered by it. */
export function Breadcrumb({ item }: { item: Item }) {
  const { t } = useTranslation();
  const separator = <ChevronRight className="flip-rtl size-4 shrink-0 text-muted/70" aria-hidden="true" />;
  return (
    <nav aria-label={t('itemPage.breadcrumb')}>
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-muted">
        <li className="flex shrink-0 items-center gap-1.5">
          <Link
            to={paths.browse()}
            className="tap-target relative rounded hover:text-primary-800 hover:underline"
          >
            {t('nav.browse')}
          </Link>
          {separator}
        </li>
        <li className="flex shrink-0 items-center gap-1.5">
          <Link
            to={paths.browse({ category: item.categoryId })}
            className="tap-target relative rounded hover:text-primary-800 hover:underline"
          >
            {t(`categories.${item.category.name.toLowerCase()}`)}
          </Link>
          {separator}
        </li>
        <li className="min-w-0 truncate text-ink" aria-current="page" dir="auto">
          {item.title}
        </li>
      </ol>
    </nav>
  );
}
