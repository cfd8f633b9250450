import type { FieldError } from 'react-hook-form';
import { ApiError } from '../../../lib/api';

/** react-hook-form keeps a problem of one photo (images.0) under its index: the first one found. */
export function firstError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error as FieldError;
  if (Array.isArray(error)) return error.map(firstError).find(Boolean);
  if ('root' in error) return firstError(error.root);
  return undefined;
}

/** The server names a photo's problem `images.0`: the form shows it on the photos. */
export function onFormFields(failure: unknown): unknown {
  if (!(failure instanceof ApiError) || !failure.body?.errors) return failure;
  return new ApiError(failure.status, failure.message, {
    ...failure.body,
    errors: failure.body.errors.map((error) => ({ ...error, path: error.path.split('.')[0] ?? error.path })),
  });
}
