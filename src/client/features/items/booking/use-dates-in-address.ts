import { useSearchParams } from 'react-router';
import { type CalendarRules, type DaySelection, selectionFromAddress } from './booking-dates';

/** The chosen dates, kept in the address (?start=&end=) so that signing in comes back to them. */
export function useDatesInAddress(rules: CalendarRules) {
  const [params, setParams] = useSearchParams();
  const selection = selectionFromAddress(params.get('start'), params.get('end'), rules);
  const choose = (next: DaySelection) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of [
          ['start', next.start],
          ['end', next.end],
        ] as const) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [selection, choose] as const;
}
