/**
 * What other features may use of search (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export { useSearchSuggestions } from './components/search-suggestions';
export { filtersWithSuggestion, suggestionHref, withSearchTerm } from './suggestion-target';
