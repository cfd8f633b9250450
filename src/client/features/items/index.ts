/**
 * What other features may use of items (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export { useItem } from './api/get-item';
export { useItems } from './api/get-items';
export { useCreateItem, useUpdateItem } from './api/item-mutations';
export { useOwnerItems } from './api/owner-items';
export type { CalendarRules, DaySelection } from './booking/booking-dates';
export { isDaySelectable, NO_SELECTION, pickDay } from './booking/booking-dates';
export { CalendarSlot } from './booking/calendar-slot';
export { DayBox } from './booking/selected-dates';
export { ItemCard, ItemCardSkeleton } from './components/item-card';
export { usePolicyWords } from './components/policy-words';
