import { z } from 'zod';

/** Query of GET /api/items. Unknown parameters are ignored; bad ones are refused. */
export const itemsQuerySchema = z.object({
  searchTerm: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  categoryId: z.coerce.number().int().positive().max(32767).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ItemsQuery = z.infer<typeof itemsQuerySchema>;

export const uuidSchema = z.uuid({ message: 'Must be a valid id' });
