/**
 * Routes declare their params, query, body and answers with zod schemas from src/shared
 * (docs/decisions/0042). Input is checked by the route's schema before the handler runs, and a
 * refusal has the API's one error shape (http/errors.ts), with the same field paths and keys
 * `parse` gives. Answers are encoded through their declared schema: a field the schema does not
 * name never leaves, and an answer that does not fit it is a 500 logged with the mismatch.
 */
import type { FastifyInstance } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fromZodError } from './errors';

type Schema = z.ZodType;

/** Checks one part of a request (params, querystring, body, headers) with its route's schema. */
function validatorOf({ schema }: { schema: Schema }) {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: fromZodError(result.error) };
  };
}

export function registerTypedRoutes(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorOf);
  app.setSerializerCompiler(createSerializerCompiler({}));
}
