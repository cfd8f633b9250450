import { z } from 'zod';
import { uuidSchema } from './items';

/** POST /api/favorites/merge: the favourites a visitor saved on this device before signing in. */
export const mergeFavoritesSchema = z.object({
  itemIds: z.array(uuidSchema).max(200, 'too_long'),
});
