import { uuidSchema } from '@shared/schemas/items';
import type { z } from 'zod';
import { fromZodError, notFound } from './errors';

/** Parses request input with a shared zod schema; refusals become 400 with field errors. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** The id in a path (`/:id`). A malformed one names nothing: 404, as an unknown one (`${what} not found`). */
export function idOf(params: { id: string }, what: string): string {
  const parsed = uuidSchema.safeParse(params.id);
  if (!parsed.success) throw notFound(`${what} not found`);
  return parsed.data;
}
