/**
 * What other features may use of categories (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export { useCategories } from './api/get-categories';
export { CategoryIcon } from './components/category-icon';
export { CATEGORY_TILE_CLASSES } from './components/category-style';
