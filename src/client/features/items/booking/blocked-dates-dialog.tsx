/**
 * The owner's calendar: days they are away or the item is in repair.
 * Blocked days act like bookings for requests, the calendar and search.
 * The dialog edits the list and saves it whole (PUT blocked-dates).
 */
import type { Availability, DateRange, Item } from '@shared/api-types';
import { isDayHeld, lastBookableDay, todayInRiyadh } from '@shared/bookings';
import { formatDay } from '@shared/format';
import { CalendarOff, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, useErrorMessage } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { useAvailability, useSetBlockedDates } from '../../bookings/api/bookings';
import {
  type CalendarRules,
  type DaySelection,
  isDaySelectable,
  NO_SELECTION,
  pickDay,
} from './booking-dates';
import { CalendarSlot } from './calendar-slot';

type Blocked = Availability['blocked'][number];
/** Any length may be blocked, within the booking horizon (nothing past it can be requested yet). */
const ANY_LENGTH = { minRentalDays: 1, maxRentalDays: null };

export function BlockedDatesDialog({ item }: { item: Item }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const availability = useAvailability(item.id);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <CalendarOff className="size-5" aria-hidden="true" />
          {t('itemPage.booking.blocked.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('itemPage.booking.blocked.title')}</DialogTitle>
          <DialogDescription>{t('itemPage.booking.blocked.body')}</DialogDescription>
        </DialogHeader>
        {availability.isPending ? (
          <div className="grid h-64 place-items-center">
            <Spinner />
          </div>
        ) : availability.isError ? (
          <ErrorState error={availability.error} onRetry={() => availability.refetch()} />
        ) : (
          <BlockedDatesEditor item={item} availability={availability.data} onSaved={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function BlockedDatesEditor({
  item,
  availability,
  onSaved,
}: {
  item: Item;
  availability: Availability;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [ranges, setRanges] = useState<Blocked[]>(availability.blocked);
  const [selection, setSelection] = useState<DaySelection>(NO_SELECTION);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const save = useSetBlockedDates(item.id);
  const held: DateRange[] = [...availability.booked, ...ranges];
  const today = todayInRiyadh();
  const rules: CalendarRules = { today, lastDay: lastBookableDay(today), item: ANY_LENGTH, held };

  const add = () => {
    if (!selection.start) return;
    const range = {
      startDate: selection.start,
      endDate: selection.end ?? selection.start,
      reason: reason.trim() || null,
    };
    setRanges((current) => [...current, range].sort((a, b) => a.startDate.localeCompare(b.startDate)));
    setSelection(NO_SELECTION);
    setReason('');
  };

  return (
    <div className="flex flex-col gap-4">
      <CalendarSlot
        today={rules.today}
        selection={selection}
        isSelectable={(day) => isDaySelectable(day, selection, rules)}
        isHeld={(day) => isDayHeld(day, held)}
        onPick={(day) => setSelection(pickDay(selection, day, rules))}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={reasonId}>{t('itemPage.booking.blocked.reason')}</Label>
        <div className="flex gap-2">
          <Input
            id={reasonId}
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t('itemPage.booking.blocked.reasonPlaceholder')}
          />
          <Button type="button" variant="secondary" disabled={!selection.start} onClick={add}>
            <Plus className="size-4" aria-hidden="true" />
            {t('itemPage.booking.blocked.add')}
          </Button>
        </div>
      </div>
      <BlockedList
        ranges={ranges}
        onRemove={(index) => setRanges((current) => current.filter((_, i) => i !== index))}
      />
      {save.error && (
        <Alert variant="danger" title={t('itemPage.booking.blocked.saveFailed')}>
          {errorMessage(save.error)}
        </Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('itemPage.manage.cancel')}</Button>
        </DialogClose>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              ranges.map(({ startDate, endDate, reason }) => ({
                startDate,
                endDate,
                reason: reason ?? null,
              })),
              {
                onSuccess: () => {
                  toast({ title: t('itemPage.booking.blocked.saved'), variant: 'success' });
                  onSaved();
                },
              },
            )
          }
        >
          {t('itemPage.booking.blocked.save')}
        </Button>
      </DialogFooter>
    </div>
  );
}

function BlockedList({ ranges, onRemove }: { ranges: Blocked[]; onRemove: (index: number) => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (ranges.length === 0) return <p className="text-sm text-muted">{t('itemPage.booking.blocked.none')}</p>;
  return (
    <ul
      aria-label={t('itemPage.booking.blocked.listLabel')}
      className="flex flex-col divide-y divide-line rounded-xl ring-1 ring-line"
    >
      {ranges.map((range, index) => {
        const days =
          range.startDate === range.endDate
            ? formatDay(range.startDate, language)
            : t('itemPage.booking.blocked.range', {
                start: formatDay(range.startDate, language),
                end: formatDay(range.endDate, language),
              });
        return (
          <li
            key={`${range.startDate}-${range.endDate}`}
            className="flex items-center justify-between gap-3 px-4 py-2.5"
          >
            <span className="text-sm">
              <span className="font-semibold text-ink">{days}</span>
              {range.reason && <span className="block text-muted">{range.reason}</span>}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('itemPage.booking.blocked.remove', { days })}
              onClick={() => onRemove(index)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
