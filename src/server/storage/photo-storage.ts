/** What the app asks of wherever photos are kept (storage.ts picks the place). */
export interface PhotoStorage {
  /** Stores `body` under `key` (e.g. `uploads/<content hash>.webp`); resolves once it can be read, rejects if not stored. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The address browsers read the object from. */
  urlOf(key: string): string;
  /** Removes what is stored under `key`; resolves too when nothing was there (a retried removal). */
  remove(key: string): Promise<void>;
}
