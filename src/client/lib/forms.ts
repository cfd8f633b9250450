/**
 * Forms use react-hook-form with the shared zod schemas. A schema's messages
 * are keys (shared/validation.ts), shown here as `validation.{key}` in the
 * active language; the server's field errors carry the same keys.
 */

import { MAX_PRICE } from '@shared/constants';
import { formatDailyRate } from '@shared/format';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import { ApiError } from './api';

/** The text of a field's error in the active language, or undefined when the field is fine. */
export function useFieldErrorText() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useCallback(
    (error: { message?: string } | undefined): string | undefined => {
      if (!error) return undefined;
      const key = error.message || 'invalid';
      // A limit is said as the reader writes amounts ("٩٬٩٩٩٬٩٩٩ ر.س.").
      const max = formatDailyRate(MAX_PRICE, language);
      return t(`validation.${key}`, { defaultValue: t('validation.invalid'), max });
    },
    [t, language],
  );
}

/**
 * Puts the server's field errors (a 400 or a 409 naming a field) on the form's
 * fields. Answers whether any was placed, so the caller knows whether a toast
 * must say what went wrong instead.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.body?.errors) return false;
  let placed = false;
  for (const fieldError of error.body.errors) {
    const field = fields.find((name) => name === fieldError.path);
    if (!field) continue;
    setError(field, { type: 'server', message: fieldError.code ?? 'invalid' }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
