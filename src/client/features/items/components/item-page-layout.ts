/** The item page's frame and columns, shared by the page and its skeleton. */
export const PAGE = 'mx-auto max-w-7xl px-4 pt-4 sm:px-6 sm:pt-6 lg:px-8 lg:pt-8';
/** Main column about two thirds; the booking card on the inline end side from lg up. */
export const COLUMNS =
  'grid gap-y-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12 xl:grid-cols-[minmax(0,1fr)_24rem]';
