import type { z } from 'zod';

/**
 * A cross-field check's `when`: run it as soon as the fields it reads are valid, whatever the
 * others hold. Zod skips an object's refinements while any field has a problem, so a form showed
 * "the longest rental is shorter than the shortest" only once the title was fixed; with this it
 * is said with the others on the first submit.
 */
export function whenValid(...fields: readonly string[]): { when: (payload: z.core.ParsePayload) => boolean } {
  return {
    // Never on what is not an object at all (a body of `null`, a list): there are no fields to read.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      !payload.issues.some(
        (issue) => (issue.path?.length ?? 0) === 0 || fields.includes(String(issue.path?.[0] ?? '')),
      ),
  };
}
