import type { SearchAlternatives } from '@shared/api-types';
import { cityName } from '@shared/cities';
import { LISTING_COUNT_CAP } from '@shared/constants';
import { formatDistance } from '@shared/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { useCategories } from '../../categories';
import { inCategory, inCity, withoutDroppable, withSpelling } from '../alternative-filters';
import { type BrowseFilters, paramsFromFilters } from '../browse-filters';

const hrefOf = (filters: BrowseFilters) => `/browse?${paramsFromFilters(filters)}`;

/** How many a way out finds, as the results heading says it. */
function useCountText() {
  const { t } = useTranslation();
  return (count: number) =>
    count > LISTING_COUNT_CAP
      ? t('browse.countMoreThan', { value: LISTING_COUNT_CAP })
      : t('browse.count', { count });
}

/** One way out: where it leads, what it is, and how many it finds. */
function Way({ to, label, detail }: { to: BrowseFilters; label: string; detail: string }) {
  return (
    <li>
      <Link
        to={hrefOf(to)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-canvas px-4 py-2 text-sm transition-colors hover:border-primary-600 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <span className="font-semibold text-ink" dir="auto">
          {label}
        </span>
        <span className="text-muted">{detail}</span>
      </Link>
    </li>
  );
}

function Ways({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-muted">{heading}</h3>
      <ul className="flex flex-wrap gap-2">{children}</ul>
    </div>
  );
}

/** The ways out the server found, group by group, each with how many it finds. */
export function WaysOut({ filters, answer }: { filters: BrowseFilters; answer: SearchAlternatives }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const categories = useCategories();
  const countText = useCountText();
  const categoryName = (id: number) => {
    const category = categories.data?.find((c) => c.id === id);
    return category ? t(`categories.${category.name.toLowerCase()}`) : null;
  };
  return (
    <div className="flex w-full flex-col gap-5 text-start">
      {(answer.spellings.length > 0 || answer.placeSpellings.length > 0) && (
        <Ways heading={t('browse.alternatives.didYouMean')}>
          {answer.spellings.map(({ term, count }) => (
            <Way key={term} to={withSpelling(filters, term)} label={term} detail={countText(count)} />
          ))}
          {answer.placeSpellings.map(({ city, count }) => (
            <Way
              key={city}
              to={inCity(filters, answer, city)}
              label={cityName(city, language)}
              detail={countText(count)}
            />
          ))}
        </Ways>
      )}
      {answer.categories.length > 0 && (
        <Ways heading={t('browse.alternatives.otherCategories')}>
          {answer.categories.map(({ id, count }) => {
            const name = categoryName(id);
            return name ? (
              <Way key={id} to={inCategory(filters, id)} label={name} detail={countText(count)} />
            ) : null;
          })}
        </Ways>
      )}
      {answer.nearby.length > 0 && (
        <Ways heading={t('browse.alternatives.nearby')}>
          {answer.nearby.map(({ city, km, count }) => (
            <Way
              key={city}
              to={inCity(filters, answer, city)}
              label={cityName(city, language)}
              detail={t('browse.alternatives.awayAndCount', {
                distance: formatDistance(km, language),
                count: countText(count),
              })}
            />
          ))}
        </Ways>
      )}
      {answer.withoutFilters.length > 0 && (
        <Ways heading={t('browse.alternatives.fewerFilters')}>
          {answer.withoutFilters.map(({ filter, count }) => (
            <Way
              key={filter}
              to={withoutDroppable(filters, answer, filter)}
              label={t(`browse.alternatives.without.${filter}`)}
              detail={countText(count)}
            />
          ))}
        </Ways>
      )}
    </div>
  );
}
