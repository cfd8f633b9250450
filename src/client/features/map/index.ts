/**
 * What other features may use of map (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export { CITY_PINS, MAP_HEIGHT, MAP_WIDTH, OUTLINE_PATH } from './saudi-outline';
