/**
 * What the items feature offers the others (docs/architecture.md, "Boundaries"): reading listings
 * and whether a viewer may see one, and the search over them. The rest of the folder is its own.
 */
export { findItem, findItemsByIds, mayViewItem } from './items.queries';
export { analyseTerm, type SearchTerm, searchTerm, withSearchSettings } from './items.search';
