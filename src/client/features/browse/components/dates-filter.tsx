import { bookableLengths, lastBookableDay, todayInRiyadh } from '@shared/bookings';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  type CalendarRules,
  CalendarSlot,
  DayBox,
  type DaySelection,
  isDaySelectable,
  NO_SELECTION,
  pickDay,
} from '../../items';
import type { BrowseFilters } from '../browse-filters';
import { FilterGroup, type Update } from './filter-group';

/** Any length from one day, nothing held: browse asks which listings are free, not whether one is. */
// Browse looks for rentals one could book: any listing's lengths within the platform's maximum.
const ANY_RENTAL: CalendarRules['item'] = bookableLengths({ minRentalDays: 1, maxRentalDays: null });

/**
 * The days an item must be free, picked on the item page's calendar (Arabic months and digits,
 * the Hijri date beside the chosen days, arrow keys between days); the URL keeps
 * startDate and endDate as YYYY-MM-DD, and only Apply changes it.
 */
export function DatesFilter({
  filters,
  update,
  live = false,
}: {
  filters: BrowseFilters;
  update: Update;
  live?: boolean;
}) {
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
  // Live (the phone's sheet): both days chosen, or none, change the filters at once.
  const select = (next: DaySelection) => {
    setSelection(next);
    if (!live) return;
    if (next.start && next.end) update({ ...filters, startDate: next.start, endDate: next.end });
    else if (!next.start && filters.startDate)
      update({ ...filters, startDate: undefined, endDate: undefined });
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
                <Button type="button" variant="ghost" size="sm" onClick={() => select(NO_SELECTION)}>
                  {t('browse.filters.clearDates')}
                </Button>
              )}
            </div>
            <CalendarSlot
              today={rules.today}
              selection={selection}
              isSelectable={(day) => isDaySelectable(day, selection, rules)}
              isHeld={() => false}
              onPick={(day) => select(pickDay(selection, day, rules))}
            />
          </div>
        )}
        {!live && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={!selection.start || !selection.end}
            onClick={apply}
          >
            {t('browse.filters.applyDates')}
          </Button>
        )}
      </div>
    </FilterGroup>
  );
}
