/**
 * What other features may use of favorites (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export { FavoriteButton } from './components/favorite-button';
