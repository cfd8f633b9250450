import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useRefreshAfterConflict } from '../api/refresh';
import { type FormProblems, useFormProblems } from './form-problems';

type Checked<Data> =
  | { success: true; data: Data }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

type Send<Data> = (data: Data, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;

/**
 * Sending one of a booking page's written forms (a dispute, an objection, a no-show account): what
 * the shared schema found goes on its fields before anything is sent; once sent, a toast and
 * `onDone` (`sent`: the toast's words); the server's refusals go on the form's `fields` or on the whole form, and one saying the
 * booking moved on (409) refreshes the page once the dialog closes.
 */
export function useSendForm(bookingId: string, options: { maxPhotos: number; fields: readonly string[] }) {
  const noteRefusal = useRefreshAfterConflict(bookingId);
  const problemsOf = useFormProblems(options.maxPhotos);
  const [problems, setProblems] = useState<FormProblems>({ fields: {} });

  const send = <Data>(
    checked: Checked<Data>,
    mutate: Send<Data>,
    done: { sent: string; onDone: () => void },
  ) => {
    if (!checked.success) {
      setProblems({ fields: problemsOf.fromIssues(checked.error.issues) });
      return;
    }
    setProblems({ fields: {} });
    mutate(checked.data, {
      onSuccess: () => {
        toast({ variant: 'success', title: done.sent });
        done.onDone();
      },
      onError: (error) => {
        noteRefusal(error);
        setProblems(problemsOf.fromError(error, options.fields));
      },
    });
  };
  /** A field written again: its problem, and the whole form's, go. */
  const clear = (field: string) => setProblems((now) => ({ fields: { ...now.fields, [field]: undefined } }));

  return { problems, send, clear };
}
