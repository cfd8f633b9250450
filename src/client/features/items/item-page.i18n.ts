/**
 * Strings of the item page (/item/{id}), in both languages; spread into the
 * resources (i18n/resources/ar.ts and en.ts) under `itemPage`.
 */
export const itemPageStrings = {
  ar: { itemPage: { title: 'الغرض' } },
  en: { itemPage: { title: 'Item' } },
};
