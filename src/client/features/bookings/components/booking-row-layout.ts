/* The booking card's grid, shared by the card and its placeholder. */

/** Photo beside the details; on phones the price and the days go full width under the photo row. */
export const GRID =
  'grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-4 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:gap-x-6';
/** Rows under the head line up with the text column from sm up. */
export const UNDER_HEAD = 'col-span-2 sm:col-span-2 sm:col-start-2';
