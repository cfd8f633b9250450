import type { Language } from '@shared/constants';

/**
 * The name Nafath gave a verified identity, in the page's language where it gave one: the Arabic
 * name on an Arabic page (the English one when Nafath gave no Arabic), the English name on an
 * English page (the Arabic one when it gave no English).
 */
export function nafathNameIn(
  names: { name: string | null; nameEn: string | null },
  language: Language,
): string | null {
  return language === 'en' ? (names.nameEn ?? names.name) : (names.name ?? names.nameEn);
}
