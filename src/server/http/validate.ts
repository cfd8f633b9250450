import type { z } from 'zod';
import { fromZodError } from './errors';

/** Parses request input with a shared zod schema; refusals become 400 with field errors. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
