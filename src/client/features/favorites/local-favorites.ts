/**
 * A visitor's favourites, kept in this browser (docs/product.md,
 * "Pages": "favourite toggle, local only"). At sign-in they move to the account (FavoritesSync).
 */
const KEY = 'ajjir.favorites';
const listeners = new Set<() => void>();
let cache: readonly string[] | undefined;

function read(): readonly string[] {
  if (cache) return cache;
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    cache = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(ids: readonly string[]): void {
  cache = ids;
  try {
    if (ids.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage blocked: the favourite lasts for this visit only.
  }
  for (const listener of listeners) listener();
}

export const localFavorites = {
  getSnapshot: read,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  toggle(id: string): void {
    const ids = read();
    write(ids.includes(id) ? ids.filter((each) => each !== id) : [id, ...ids]);
  },
  clear(): void {
    write([]);
  },
};
