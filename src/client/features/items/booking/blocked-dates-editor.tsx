import type { Availability, DateRange, Item } from '@shared/api-types';
import { isDayHeld, lastBookableDay, todayInRiyadh } from '@shared/bookings';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useSetBlockedDates } from '../../bookings';
import { type Blocked, BlockedList } from './blocked-dates-list';
import {
  type CalendarRules,
  type DaySelection,
  isDaySelectable,
  NO_SELECTION,
  pickDay,
} from './booking-dates';
import { CalendarSlot } from './calendar-slot';

/** Any length may be blocked, within the booking horizon (nothing past it can be requested yet). */
const ANY_LENGTH = { minRentalDays: 1, maxRentalDays: null };

/** The calendar to pick days, the reason, the list of blocked ranges, and Save. */
export function BlockedDatesEditor({
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
