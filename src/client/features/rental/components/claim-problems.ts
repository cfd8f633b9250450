import { MAX_CLAIM_PHOTOS } from '@shared/claims';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { ApiError } from '../../../lib/api';
import { useFieldErrorText } from '../../../lib/forms';

/** What a claim's or a dispute's form says is wrong: a text per field, or one for the whole form. */
export interface ClaimProblems {
  fields: Partial<Record<string, string>>;
  form?: string;
}

/**
 * The texts of a claim form's problems, from the shared schema's issues (checked before sending) or
 * from the server's answer: a field's key is its path's first part ("photos.2" is the photos).
 * "Too many photos" names a claim's limit, not a listing's.
 */
export function useClaimProblems() {
  const { t } = useTranslation();
  const fieldText = useFieldErrorText();
  const errorMessage = useErrorMessage();

  const textOf = (code: string) =>
    code === 'too_many_images'
      ? t('rental.claim.photos.hint', { count: MAX_CLAIM_PHOTOS })
      : (fieldText({ message: code }) ?? '');

  const fromIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const fields: ClaimProblems['fields'] = {};
    for (const issue of issues) {
      const field = String(issue.path[0] ?? '');
      fields[field] ??= textOf(issue.message);
    }
    return fields;
  };

  /** The server's refusal: on the form's `shown` fields when it names them, else for the whole form. */
  const fromError = (error: unknown, shown: readonly string[]): ClaimProblems => {
    const errors = error instanceof ApiError ? (error.body?.errors ?? []) : [];
    const fields = fromIssues(
      errors.map((each) => ({ path: each.path.split('.'), message: each.code ?? 'invalid' })),
    );
    if (shown.some((field) => fields[field])) return { fields };
    return { fields: {}, form: errorMessage(error) };
  };

  return { fromIssues, fromError };
}
