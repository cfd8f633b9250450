import { bookableLengths, lastBookableDay, todayInRiyadh } from '@shared/bookings';
import { RadioGroup } from 'radix-ui';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useCategories } from '../../categories/api/get-categories';
import { CategoryIcon } from '../../categories/components/category-icon';
import {
  type CalendarRules,
  type DaySelection,
  isDaySelectable,
  NO_SELECTION,
  pickDay,
} from '../../items/booking/booking-dates';
import { CalendarSlot } from '../../items/booking/calendar-slot';
import { DayBox } from '../../items/booking/selected-dates';
import type { BrowseFilters } from '../browse-filters';

type Update = (next: BrowseFilters) => void;

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-line pb-6 last:border-b-0">
      <legend className="mb-3 text-sm font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

const optionClasses =
  'flex w-full cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-start text-sm text-ink transition-colors ' +
  'hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600 ' +
  'data-[state=checked]:bg-primary-50 data-[state=checked]:font-semibold data-[state=checked]:text-primary-800';

function CategoryFilter({ filters, update }: { filters: BrowseFilters; update: Update }) {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <FilterGroup title={t('browse.filters.category')}>
      <RadioGroup.Root
        value={filters.category === undefined ? 'all' : String(filters.category)}
        onValueChange={(value) =>
          update({ ...filters, category: value === 'all' ? undefined : Number(value) })
        }
        aria-label={t('browse.filters.category')}
        className="flex flex-col gap-0.5"
      >
        <RadioGroup.Item value="all" className={optionClasses}>
          {t('browse.filters.allCategories')}
        </RadioGroup.Item>
        {(categories.data ?? []).map((category) => (
          <RadioGroup.Item key={category.id} value={String(category.id)} className={optionClasses}>
            <CategoryIcon name={category.icon} className="size-4 text-primary-700" />
            {t(`categories.${category.name.toLowerCase()}`)}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </FilterGroup>
  );
}

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

function PriceFilter({ filters, update }: { filters: BrowseFilters; update: Update }) {
  const { t } = useTranslation();
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '');
  useEffect(() => setMin(filters.minPrice?.toString() ?? ''), [filters.minPrice]);
  useEffect(() => setMax(filters.maxPrice?.toString() ?? ''), [filters.maxPrice]);
  const minPrice = toNumber(min);
  const maxPrice = toNumber(max);
  const invalid =
    [minPrice, maxPrice].some((value) => value !== undefined && !(value >= 0)) ||
    (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) update({ ...filters, minPrice, maxPrice });
  };
  return (
    <FilterGroup title={t('browse.filters.price')}>
      <form onSubmit={apply} className="flex flex-col gap-3" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('browse.filters.min')}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step="1"
              value={min}
              onChange={(e) => setMin(e.target.value)}
            />
          </Field>
          <Field label={t('browse.filters.max')}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step="1"
              value={max}
              onChange={(e) => setMax(e.target.value)}
            />
          </Field>
        </div>
        {invalid && (
          <p className="text-sm font-medium text-danger-700" role="alert">
            {t('validation.price_range_invalid')}
          </p>
        )}
        <Button type="submit" variant="outline" size="sm" disabled={invalid}>
          {t('browse.filters.applyPrice')}
        </Button>
      </form>
    </FilterGroup>
  );
}

/** Any length from one day, nothing held: browse asks which listings are free, not whether one is. */
// Browse looks for rentals one could book: any listing's lengths within the platform's maximum.
const ANY_RENTAL: CalendarRules['item'] = bookableLengths({ minRentalDays: 1, maxRentalDays: null });

/**
 * The days an item must be free, picked on the item page's calendar (Arabic months and digits,
 * the Hijri date beside the chosen days, arrow keys between days); the URL keeps
 * startDate and endDate as YYYY-MM-DD, and only Apply changes it.
 */
function DatesFilter({ filters, update }: { filters: BrowseFilters; update: Update }) {
  const { t } = useTranslation();
  const calendarId = useId();
  const [open, setOpen] = useState(false);
  const [selection, setSelection] = useState<DaySelection>(() => ({
    start: filters.startDate ?? null,
    end: filters.endDate ?? null,
  }));
  useEffect(
    () => setSelection({ start: filters.startDate ?? null, end: filters.endDate ?? null }),
    [filters.startDate, filters.endDate],
  );
  const rules = useMemo<CalendarRules>(() => {
    const today = todayInRiyadh();
    return { today, lastDay: lastBookableDay(today), item: ANY_RENTAL, held: [] };
  }, []);
  const hint = !selection.start
    ? t('browse.filters.choosePickup')
    : !selection.end
      ? t('browse.filters.chooseReturn')
      : null;

  const apply = () => {
    if (!selection.start || !selection.end) return;
    update({ ...filters, startDate: selection.start, endDate: selection.end });
    setOpen(false);
  };
  return (
    <FilterGroup title={t('browse.filters.dates')}>
      <div className="flex flex-col gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={calendarId}
          onClick={() => setOpen((shown) => !shown)}
          className="grid grid-cols-2 overflow-hidden rounded-xl text-start ring-1 ring-line transition-shadow hover:ring-primary-600"
        >
          <DayBox
            label={t('browse.filters.pickup')}
            day={selection.start}
            active={open && !selection.start}
            emptyLabel={t('browse.filters.notChosen')}
            className="px-3"
          />
          <DayBox
            label={t('browse.filters.return')}
            day={selection.end}
            active={open && Boolean(selection.start) && !selection.end}
            emptyLabel={t('browse.filters.notChosen')}
            className="border-s border-line px-3"
          />
        </button>
        {open && (
          <div id={calendarId} className="flex flex-col gap-2">
            <div className="flex min-h-8 items-center justify-between gap-2">
              <p aria-live="polite" className="text-sm text-muted">
                {hint}
              </p>
              {selection.start && (
                <Button type="button" variant="ghost" size="sm" onClick={() => setSelection(NO_SELECTION)}>
                  {t('browse.filters.clearDates')}
                </Button>
              )}
            </div>
            <CalendarSlot
              today={rules.today}
              selection={selection}
              isSelectable={(day) => isDaySelectable(day, selection, rules)}
              isHeld={() => false}
              onPick={(day) => setSelection(pickDay(selection, day, rules))}
            />
          </div>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!selection.start || !selection.end}
          onClick={apply}
        >
          {t('browse.filters.applyDates')}
        </Button>
      </div>
    </FilterGroup>
  );
}

/** Category, price per day and the dates an item must be free; in the sidebar, or a dialog on phones. */
export function FiltersPanel({
  filters,
  update,
  className,
}: {
  filters: BrowseFilters;
  update: Update;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <CategoryFilter filters={filters} update={update} />
      <PriceFilter filters={filters} update={update} />
      <DatesFilter filters={filters} update={update} />
    </div>
  );
}
