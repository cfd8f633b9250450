/**
 * What a script takes from a list or a map it filled itself: there by construction, so a run that
 * finds it missing stops and says so, rather than carrying an undefined into its figures (Biome's
 * noNonNullAssertion, which `npm run check` enforces).
 */

/** The element at `index`. */
export function elementAt<T>(list: readonly T[], index: number): T {
  const element = list[index];
  if (element === undefined) throw new RangeError(`no element ${index} in a list of ${list.length}`);
  return element;
}

/** The value the map holds for `key`. */
export function valueAt<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new RangeError(`nothing under ${String(key)}`);
  return value;
}
