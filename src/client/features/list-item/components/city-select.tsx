import { citiesByRegion, cityMatches, cityName, findCity, type RegionCities } from '@shared/cities';
import { formatNumber } from '@shared/format';
import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses, type FieldControlProps } from '../../../components/ui/input';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';

interface CitySelectProps {
  value: string;
  onValueChange: (city: string) => void;
  /** From `Field`: id, description and invalid state for the text box. */
  control: FieldControlProps;
  inputRef: Ref<HTMLInputElement>;
  onBlur: () => void;
  placeholder: string;
}

/**
 * A listing's city (stored by its English name): a combobox whose list of the Saudi cities, region
 * by region, narrows as one types either name, folded as search folds Arabic ("بريد" finds بريدة;
 * shared/cities.ts, cityMatches). Arrows move through the list, Enter chooses, Escape puts the
 * chosen city back; the number of cities shown is said politely. A city stored that we do not know
 * (older data) stays, first, as it was written.
 */
export function CitySelect({
  value,
  onValueChange,
  control,
  inputRef,
  onBlur,
  placeholder,
}: CitySelectProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const listId = useId();
  const chosen = value ? cityName(value, language) : '';
  const [text, setText] = useState(chosen);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A city chosen elsewhere (from the position, or the language changing) shows in the box.
  useEffect(() => setText(chosen), [chosen]);

  const unknownCity = value && !findCity(value) ? value : null;
  const query = text === chosen ? '' : text;
  const groups = citiesByRegion(language)
    .map((group) => ({ ...group, cities: group.cities.filter((city) => cityMatches(city, query)) }))
    .filter((group) => group.cities.length > 0);
  const options = [
    ...(unknownCity && query === '' ? [unknownCity] : []),
    ...groups.flatMap((group) => group.cities.map((city) => city.name)),
  ];
  const optionId = (name: string) => `${listId}-${options.indexOf(name)}`;
  const activeName = open ? options[active] : undefined;

  useEffect(() => {
    if (activeName) document.getElementById(optionId(activeName))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (name: string) => {
    onValueChange(name);
    setText(cityName(name, language));
    setOpen(false);
  };
  const putBack = () => {
    setText(chosen);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(Math.max(open ? index + step : 0, 0), options.length - 1));
    } else if (event.key === 'Enter' && activeName) {
      event.preventDefault();
      choose(activeName);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      putBack();
    }
  };

  return (
    <div className="relative">
      <input
        {...control}
        ref={inputRef}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeName ? optionId(activeName) : undefined}
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          // The best match is ready for Enter.
          setActive(0);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // A whole name typed, or the one city left, is that city; anything else gives the chosen city back.
          const only = query !== '' && options.length === 1 ? options[0] : undefined;
          const typed = findCity(text) ?? (only ? findCity(only) : undefined);
          if (typed && typed.name !== value) choose(typed.name);
          else putBack();
          onBlur();
        }}
        className={cn(controlClasses, 'h-11 py-2 pe-10')}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 end-3.5 my-auto size-4 text-muted"
      />
      <CityList
        id={listId}
        open={open && options.length > 0}
        unknownCity={query === '' ? unknownCity : null}
        groups={groups}
        value={value}
        activeName={activeName}
        optionId={optionId}
        onChoose={choose}
      />
      {open && options.length === 0 && (
        <p className="mt-2 text-sm text-muted">{t('listItem.fields.cityNone')}</p>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {open && query !== ''
          ? t('listItem.fields.cityCount', { shown: formatNumber(options.length, language) })
          : ''}
      </p>
    </div>
  );
}

/** The cities shown, under their regions' names; pressing in it keeps the focus in the box. */
function CityList({
  id,
  open,
  unknownCity,
  groups,
  value,
  activeName,
  optionId,
  onChoose,
}: {
  id: string;
  open: boolean;
  unknownCity: string | null;
  groups: RegionCities[];
  value: string;
  activeName: string | undefined;
  optionId: (name: string) => string;
  onChoose: (name: string) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const option = (name: string, label: string) => (
    <CityOption
      key={name}
      id={optionId(name)}
      label={label}
      selected={name === value}
      active={name === activeName}
      onChoose={() => onChoose(name)}
    />
  );
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('listItem.fields.city')}
      hidden={!open}
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-35 mt-1.5 max-h-[min(20rem,55dvh)] overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface p-1.5 text-ink shadow-pop [scrollbar-width:thin]"
    >
      {open && unknownCity && option(unknownCity, unknownCity)}
      {open &&
        groups.map((group, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (a fieldset is not allowed in it).
          <div key={group.region} role="group" aria-labelledby={`${id}-region-${index}`}>
            <div
              id={`${id}-region-${index}`}
              className="sticky -top-1.5 z-10 bg-surface px-3 py-1.5 text-xs font-medium text-muted"
            >
              {group.label}
            </div>
            {group.cities.map((city) => option(city.name, cityName(city.name, language)))}
          </div>
        ))}
    </div>
  );
}

function CityOption({
  id,
  label,
  selected,
  active,
  onChoose,
}: {
  id: string;
  label: string;
  selected: boolean;
  active: boolean;
  onChoose: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the box keeps the focus; aria-activedescendant names the option.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter in the box chooses the active option.
    <div
      id={id}
      role="option"
      // As the APG's list autocomplete: the option the arrows reached is the selected one; the tick marks the city chosen.
      aria-selected={active}
      onClick={onChoose}
      className={cn(
        'relative flex min-h-11 cursor-pointer select-none items-center rounded-lg py-2 ps-8 pe-3 text-sm',
        active && 'bg-primary-50 text-primary-900',
        selected && 'font-medium',
      )}
    >
      {selected && <Check aria-hidden="true" className="absolute start-2.5 size-4 text-primary-700" />}
      {label}
    </div>
  );
}
