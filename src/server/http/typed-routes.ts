/**
 * Routes declare their params, query, body and answers with zod schemas from src/shared
 * (docs/decisions/0042). Input is checked by the route's schema before the handler runs, and a
 * refusal has the API's one error shape (http/errors.ts), with the same field paths and keys
 * `parse` gives. Answers are encoded through their declared schema: a field the schema does not
 * name never leaves, and an answer that does not fit it is a 500 logged with the mismatch.
 */
import type { FastifyInstance } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/**
 * `value` encoded through its answer schema, as the serializer encodes a route's answer, for an
 * answer serialized ahead of time (a read cache's PreparedJson, sent as bytes the serializer never
 * sees): what the route's schema does not name never leaves that way either. A value that does
 * not fit is the server's fault, a 500 (not the 400 a ZodError would become), logged with the
 * mismatch as its cause.
 */
export function encodedAnswer<S extends z.ZodType>(schema: S, value: z.output<S>): z.input<S> {
  const result = z.safeEncode(schema, value);
  if (!result.success) throw new Error('An answer does not fit its schema', { cause: result.error });
  return result.data;
}
