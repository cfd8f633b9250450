/**
 * One error type for the whole API. Services throw `AppError`; the error
 * handler turns it (and anything else) into `{ code, message, errors? }`.
 */

import { type ErrorCode, type FieldError, STATUS_OF_CODE } from '@shared/errors';
import { isValidationKey, VALIDATION_MESSAGES, type ValidationKey } from '@shared/validation';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  /** Seconds until a refused caller may try again (rate limits). */
  readonly retryAfter: number | undefined;
  /** Why an account is blocked (account_blocked). */
  readonly reason: string | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: FieldError[]; retryAfter?: number; reason?: string } = {},
  ) {
    super(message);
    this.code = code;
    this.status = STATUS_OF_CODE[code];
    this.errors = options.errors;
    this.retryAfter = options.retryAfter;
    this.reason = options.reason;
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const forbidden = (message = 'Forbidden') => new AppError('forbidden', message);
export const unauthorized = (message = 'Not signed in') => new AppError('unauthorized', message);
export const conflict = (message: string) => new AppError('conflict', message);

/** A refusal of one field, as the shared schemas would have made it (`key` from shared/validation.ts). */
export function fieldError(path: string, key: ValidationKey): AppError {
  return new AppError('validation_failed', 'Invalid input', {
    errors: [{ path, message: VALIDATION_MESSAGES[key], code: key }],
  });
}

/** 409 for an e-mail or username another account has, named in the message and on the field. */
export function takenError(field: 'email' | 'username'): AppError {
  const key = field === 'email' ? 'email_taken' : 'username_taken';
  return new AppError('conflict', VALIDATION_MESSAGES[key], {
    errors: [{ path: field, message: VALIDATION_MESSAGES[key], code: key }],
  });
}

/** A schema's message is a key (shared/validation.ts): the API answers its English text and the key. */
export function fromZodError(error: ZodError): AppError {
  const errors = error.issues.map((issue): FieldError => {
    const path = issue.path.join('.');
    if (!isValidationKey(issue.message)) return { path, message: issue.message };
    return { path, message: VALIDATION_MESSAGES[issue.message], code: issue.message };
  });
  return new AppError('validation_failed', 'Invalid input', { errors });
}

/** PostgreSQL refusals that are the caller's fault, mapped by SQLSTATE. */
const PG_CODES: Record<string, ErrorCode> = {
  '23505': 'conflict', // unique_violation
  '23P01': 'dates_taken', // exclusion_violation: overlapping bookings or blocked days
  '40P01': 'conflict', // deadlock_detected: one of two racing changes lost; trying again works
  '40001': 'conflict', // serialization_failure
  '23503': 'bad_request', // foreign_key_violation
  '23514': 'bad_request', // check_violation
  '22P02': 'bad_request', // invalid_text_representation (e.g. a bad uuid)
  '22007': 'bad_request', // invalid_datetime_format
  '22008': 'bad_request', // datetime_field_overflow
  '22003': 'bad_request', // numeric_value_out_of_range
  '22001': 'bad_request', // string_data_right_truncation
  '22021': 'bad_request', // character_not_in_repertoire (NUL bytes)
};

/**
 * query_canceled: a statement ran past DATABASE_STATEMENT_TIMEOUT_MS (db/client.ts). The request
 * was fine and may work a moment later: 503 with Retry-After, not a 500.
 */
const QUERY_CANCELED = '57014';

const PG_MESSAGES: Partial<Record<ErrorCode, string>> = {
  conflict: 'Conflicts with existing data',
  dates_taken: 'These dates are already booked; choose other dates',
};

export function pgCodeOf(error: unknown): string | undefined {
  // Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return fromZodError(error);
  const pgCode = pgCodeOf(error);
  if (pgCode === QUERY_CANCELED) {
    return new AppError('unavailable', 'The database took too long to answer; try again shortly', {
      retryAfter: 1,
    });
  }
  if (pgCode && PG_CODES[pgCode]) {
    const code = PG_CODES[pgCode];
    return new AppError(code, PG_MESSAGES[code] ?? 'Invalid input');
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (fastifyError.validation) {
    const errors = fastifyError.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid',
    }));
    return new AppError('validation_failed', 'Invalid input', { errors });
  }
  if (status === 413) return new AppError('payload_too_large', 'Request body is too large');
  if (status === 415) return new AppError('unsupported_media_type', 'Unsupported content type');
  if (status === 429) return new AppError('rate_limited', 'Too many requests, please try again later');
  if (status && status >= 400 && status < 500) {
    // Malformed JSON, empty JSON body and the like: the message is safe to show.
    return new AppError('bad_request', fastifyError.message || 'Bad request');
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const known = toAppError(error);
    if (known) {
      request.log.info({ code: known.code, err: error }, 'request refused');
      if (known.retryAfter !== undefined) reply.header('retry-after', String(known.retryAfter));
      return reply.status(known.status).send({
        code: known.code,
        message: known.message,
        ...(known.errors && { errors: known.errors }),
        ...(known.retryAfter !== undefined && { retryAfter: known.retryAfter }),
        ...(known.reason !== undefined && { reason: known.reason }),
      });
    }
    // Unexpected: log everything, show nothing of it.
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: 'internal', message: 'Something went wrong on our side' });
  });
}
