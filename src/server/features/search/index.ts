/**
 * What the search feature offers the others (docs/architecture.md, "Boundaries"): how a search term
 * is read: its words, and the places it names. The rest of the folder is its own.
 */
export { citiesNamedLike, citiesNear, findPlaceInWords, placeNamed, withKnownPlace } from './places';
export { type QueryWord, termWords, understandTerm, usesSearchSyntax } from './understand';
