import type { CategoryColor } from '@shared/constants';

/** Tile colours per category colour (docs/product.md, "Records"): tints of the palette, never loud. */
export const CATEGORY_TILE_CLASSES: Record<CategoryColor, string> = {
  primary: 'bg-primary-50 text-primary-800 ring-primary-100',
  secondary: 'bg-sand-50 text-sand-800 ring-sand-100',
  accent: 'bg-accent-50 text-accent-700 ring-accent-100',
  other: 'bg-canvas text-ink ring-line',
};
