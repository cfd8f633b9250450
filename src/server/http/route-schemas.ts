/**
 * Schema pieces every route file uses (docs/decisions/0042). Path ids are declared as text: a
 * malformed one names nothing and the handler answers 404 through `idOf`, as for an unknown id.
 */
import { z } from 'zod';

const pathId = z.string().describe('A UUID. Any other text names nothing: 404.');

/** `{ id }` of a path such as /api/items/:id. */
export const idParams = z.object({ id: pathId });

/** The params of a path with one id under another name, e.g. `idParamsOf('itemId')`. */
export function idParamsOf<K extends string>(name: K) {
  return z.object({ [name]: pathId } as Record<K, typeof pathId>);
}
