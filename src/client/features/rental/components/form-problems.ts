import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { ApiError } from '../../../lib/api';
import { useFieldErrorText } from '../../../lib/forms';

/** What a form on a booking's page says is wrong: a text per field, or one for the whole form. */
export interface FormProblems {
  fields: Partial<Record<string, string>>;
  form?: string;
}

/**
 * The texts of a form's problems (a claim, a dispute, a condition record, an objection), from the
 * shared schema's issues (checked before sending) or from the server's answer: a field's key is its
 * path's first part ("photos.2" is the photos). "Too many photos" names the form's `maxPhotos`, not
 * a listing's limit.
 */
export function useFormProblems(maxPhotos: number) {
  const { t } = useTranslation();
  const fieldText = useFieldErrorText();
  const errorMessage = useErrorMessage();

  const textOf = (code: string) =>
    code === 'too_many_images'
      ? t('rental.photos.hint', { count: maxPhotos })
      : (fieldText({ message: code }) ?? '');

  const fromIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const fields: FormProblems['fields'] = {};
    for (const issue of issues) {
      const field = String(issue.path[0] ?? '');
      fields[field] ??= textOf(issue.message);
    }
    return fields;
  };

  /** The server's refusal: on the form's `shown` fields when it names them, else for the whole form. */
  const fromError = (error: unknown, shown: readonly string[]): FormProblems => {
    const errors = error instanceof ApiError ? (error.body?.errors ?? []) : [];
    const fields = fromIssues(
      errors.map((each) => ({ path: each.path.split('.'), message: each.code ?? 'invalid' })),
    );
    if (shown.some((field) => fields[field])) return { fields };
    return { fields: {}, form: errorMessage(error) };
  };

  return { fromIssues, fromError };
}
