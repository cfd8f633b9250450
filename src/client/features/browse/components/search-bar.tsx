import type { Suggestion } from '@shared/api-types';
import { cityName, SAUDI_CITIES } from '@shared/cities';
import { MapPin, Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../i18n/use-language';
import { filtersWithSuggestion, useSearchSuggestions, withSearchTerm } from '../../search';
import type { BrowseFilters } from '../browse-filters';

const CITY_LIST_ID = 'browse-cities';

/** The term and the place, edited together and applied on submit (as the home page's hero does). */
export function SearchBar({
  filters,
  onSearch,
}: {
  filters: BrowseFilters;
  onSearch: (next: BrowseFilters) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [search, setSearch] = useState(filters.search);
  const [location, setLocation] = useState(() => cityName(filters.location, language));
  // The URL can change under the form (a badge removed, the back button): follow it.
  useEffect(() => setSearch(filters.search), [filters.search]);
  // A city is shown in the page's language (a suggestion chosen puts its English name in the URL).
  useEffect(() => setLocation(cityName(filters.location, language)), [filters.location, language]);

  const navigate = useNavigate();
  // The place as it stands in the form (typed, not yet applied), which a submit applies too; the
  // city in force as the URL has it when the field still shows it.
  const inForm = (): BrowseFilters => {
    const typed = location.trim();
    return {
      ...filters,
      location: typed === cityName(filters.location, language) ? filters.location : typed,
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A new term is best read by relevance; without one, relevance means nothing (withSearchTerm).
    onSearch(withSearchTerm(inForm(), search.trim()));
  };

  // A word searches for it, a listing opens; a category or a city stands for what was typed and
  // becomes that filter, the others kept.
  const suggestions = useSearchSuggestions({
    value: search,
    onValueChange: setSearch,
    onPick: (suggestion: Suggestion) => {
      if (suggestion.kind === 'item') {
        navigate(paths.item(suggestion.id));
        return;
      }
      const next = filtersWithSuggestion(inForm(), suggestion);
      setSearch(next.search);
      setLocation(cityName(next.location, language));
      onSearch(next);
    },
  });

  return (
    <search aria-label={t('browse.searchLabel')}>
      <form
        onSubmit={submit}
        className="flex flex-col gap-2 rounded-2xl bg-surface p-2 shadow-card ring-1 ring-line md:flex-row md:items-center"
      >
        <div className="relative flex flex-1 flex-col">
          <label className="flex flex-1 items-center gap-3 rounded-xl px-3 py-2 focus-within:bg-canvas">
            <Search className="size-5 shrink-0 text-primary-700" aria-hidden="true" />
            <span className="sr-only">{t('home.hero.searchLabel')}</span>
            <input
              type="search"
              name="search"
              placeholder={t('home.hero.searchPlaceholder')}
              maxLength={200}
              {...suggestions.inputProps}
              className="w-full bg-transparent text-base outline-none placeholder:text-muted"
            />
          </label>
          {suggestions.popup}
        </div>
        <div className="hidden h-8 w-px bg-line md:block" aria-hidden="true" />
        <label className="flex items-center gap-3 rounded-xl px-3 py-2 focus-within:bg-canvas md:w-64">
          <MapPin className="size-5 shrink-0 text-primary-700" aria-hidden="true" />
          <span className="sr-only">{t('home.hero.locationLabel')}</span>
          <input
            type="text"
            name="location"
            list={CITY_LIST_ID}
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            placeholder={t('browse.anyCity')}
            maxLength={100}
            autoComplete="address-level2"
            className="w-full bg-transparent text-base outline-none placeholder:text-muted"
          />
          <datalist id={CITY_LIST_ID}>
            {SAUDI_CITIES.map((city) => (
              <option key={city.name} value={cityName(city.name, language)} />
            ))}
          </datalist>
        </label>
        <Button type="submit" size="lg" className="md:px-8">
          <Search className="size-5" aria-hidden="true" />
          {t('home.hero.submit')}
        </Button>
      </form>
    </search>
  );
}
