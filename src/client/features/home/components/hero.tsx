import type { Suggestion } from '@shared/api-types';
import { type LucideIcon, MapPin, Search } from 'lucide-react';
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { suggestionHref, useSearchSuggestions } from '../../search';

const COLLAGE = ['/images/demo/camping-1.svg', '/images/demo/cameras-1.svg', '/images/demo/events-1.svg'];

/** Three pictures of things people rent, beside the search on wide screens. */
function HeroCollage() {
  const [tall, ...small] = COLLAGE;
  return (
    <div className="hidden grid-cols-2 gap-4 lg:grid" aria-hidden="true">
      <img src={tall} alt="" className="row-span-2 h-full rounded-3xl object-cover shadow-card" />
      {small.map((src) => (
        <img key={src} src={src} alt="" className="aspect-[4/3] rounded-3xl object-cover shadow-card" />
      ))}
    </div>
  );
}

type HeroFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  icon: LucideIcon;
  label: string;
  /** Shown under the field, as wide as it (the suggestions' popup). */
  popup?: ReactNode;
};

/** One labelled field of the search box: icon, small label above, borderless input. */
function HeroField({ icon: Icon, label, popup, ...input }: HeroFieldProps) {
  return (
    <div className="relative flex flex-1 flex-col">
      <label className="flex flex-1 items-center gap-3 rounded-xl px-3 py-2 focus-within:bg-canvas">
        <Icon className="size-5 shrink-0 text-primary-700" aria-hidden="true" />
        <span className="flex flex-1 flex-col">
          <span className="text-xs font-semibold text-ink">{label}</span>
          <input {...input} className="w-full bg-transparent text-base outline-none placeholder:text-muted" />
        </span>
      </label>
      {popup}
    </div>
  );
}

/** Hero with the search box: term and location go to /browse?search=..&location=.. (docs/product.md, "Pages"). */
export function Hero() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [location, setLocation] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.browse({ search: search.trim(), location: location.trim() }));
  };
  // A word searches for it, a listing opens, a category or a city filters (with the place typed).
  const suggestions = useSearchSuggestions({
    value: search,
    onValueChange: setSearch,
    onPick: (suggestion: Suggestion) => {
      if (suggestion.kind === 'term') setSearch(suggestion.text);
      navigate(suggestionHref(suggestion, { location }));
    },
  });

  return (
    <section className="relative bg-gradient-to-b from-primary-50 to-canvas">
      {/* Clipped on its own: the section does not clip, so the suggestions may reach below it. */}
      <div className="pointer-events-none absolute inset-0 overflow-hidden" aria-hidden="true">
        <div className="absolute -top-24 -end-24 size-96 rounded-full bg-primary-100/60 blur-3xl" />
      </div>
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-14 sm:px-6 md:pt-20 md:pb-20 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div>
          <p className="text-sm font-semibold text-primary-700">{t('home.hero.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold leading-tight text-ink md:text-5xl md:leading-tight">
            {t('home.hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{t('home.hero.subtitle')}</p>
          <search aria-label={t('home.hero.formLabel')}>
            <form
              onSubmit={submit}
              className="mt-8 flex max-w-3xl flex-col gap-2 rounded-2xl bg-surface p-2 shadow-pop ring-1 ring-line md:flex-row md:items-center"
            >
              <HeroField
                icon={Search}
                label={t('home.hero.searchLabel')}
                type="search"
                name="search"
                placeholder={t('home.hero.searchPlaceholder')}
                maxLength={200}
                {...suggestions.inputProps}
                popup={suggestions.popup}
              />
              <div className="hidden h-10 w-px bg-line md:block" aria-hidden="true" />
              <HeroField
                icon={MapPin}
                label={t('home.hero.locationLabel')}
                type="text"
                name="location"
                value={location}
                onChange={(e) => setLocation(e.target.value)}
                placeholder={t('home.hero.locationPlaceholder')}
                maxLength={100}
                autoComplete="address-level2"
              />
              <Button type="submit" size="lg" className="md:px-8">
                <Search className="size-5" aria-hidden="true" />
                {t('home.hero.submit')}
              </Button>
            </form>
          </search>
        </div>
        <HeroCollage />
      </div>
    </section>
  );
}
