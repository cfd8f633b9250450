import type { LexiconConcept } from './types';

/**
 * Concepts that span categories: what people ask for by use rather than by object ("lights",
 * "coffee", "water sports"). Their narrower concepts are in links.ts.
 */
export const GENERAL: readonly LexiconConcept[] = [
  {
    key: 'lighting',
    category: null,
    kind: 'thing',
    ar: ['إضاءة', 'إضاءات', 'إنارة', 'إنارات', 'أنوار', 'نور', 'لمبات', 'لمبة', 'ليتات'],
    en: ['light', 'lights', 'lighting', 'lamp', 'lamps'],
    translit: ['لايت', 'لايتات', 'لايتنق'],
  },
  {
    key: 'coffee',
    category: null,
    kind: 'thing',
    ar: ['قهوة', 'قهوة عربية', 'قهوه عربيه', 'كوفي', 'ضيافة', 'ضيافه'],
    en: ['coffee', 'arabic coffee', 'hospitality'],
    translit: ['gahwa', 'qahwa', 'kahwa'],
  },
  {
    key: 'water-sports',
    category: 'sports',
    kind: 'thing',
    ar: ['رياضات مائية', 'رياضة مائية', 'رياضات بحرية', 'ألعاب مائية', 'العاب بحرية'],
    en: ['water sports', 'water sport', 'watersports', 'sea sports'],
    translit: ['ووتر سبورت'],
  },
  {
    key: 'electric',
    category: null,
    kind: 'thing',
    ar: ['كهربائي', 'كهربائية', 'كهربائيه', 'كهرباء', 'كهربا', 'شحن', 'بالشحن', 'بطارية'],
    en: ['electric', 'electrical', 'battery', 'rechargeable', 'cordless'],
    translit: ['الكتريك'],
  },
  {
    key: 'stylus',
    category: 'electronics',
    kind: 'thing',
    ar: ['قلم', 'أقلام', 'قلم آيباد', 'قلم ابل'],
    en: ['pencil', 'stylus', 'apple pencil', 'pen'],
    translit: ['بنسل', 'ستايلس'],
  },
];
