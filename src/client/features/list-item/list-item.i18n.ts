/**
 * Strings of the list-item and edit-item pages, in both languages; spread
 * into the resources (i18n/resources/ar.ts and en.ts) under `listItem`.
 */
export const listItemStrings = {
  ar: { listItem: { title: 'اعرض غرضًا للإيجار' } },
  en: { listItem: { title: 'List an item for rent' } },
};
