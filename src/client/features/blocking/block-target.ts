/** A member one may block or unblock, as the page names them (lib/person-name.ts `displayName`). */
export interface BlockTarget {
  id: string;
  name: string;
}
