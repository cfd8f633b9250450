import { type HandoverStage, MAX_CONDITION_PHOTOS } from '@shared/handover';
import { conditionReportSchema } from '@shared/schemas/handover';
import { hasVisibleText } from '@shared/validation';
import { useState } from 'react';
import { useAddConditionReport } from '../api/handover';
import { useRefreshAfterConflict } from '../api/refresh';
import { type FormProblems, useFormProblems } from './form-problems';
import { usePhotoUploads } from './use-photo-uploads';

const FIELDS = ['note', 'photos'];

/**
 * A condition record being written for one stage (docs/decisions/0059-handover-and-return-records.md):
 * its note, its photos, what is wrong with them, and sending it. Checked by the shared schema before
 * it goes (a note or a photo at least); the server's refusals come back on their fields. Once sent,
 * the form empties, so that sending again never adds the same record twice.
 */
export function useConditionReport(bookingId: string, stage: HandoverStage) {
  const add = useAddConditionReport(bookingId);
  const noteRefusal = useRefreshAfterConflict(bookingId);
  const problemsOf = useFormProblems(MAX_CONDITION_PHOTOS);
  const photos = usePhotoUploads(MAX_CONDITION_PHOTOS);
  const [note, setNoteText] = useState('');
  const [problems, setProblems] = useState<FormProblems>({ fields: {} });

  const setNote = (next: string) => {
    setNoteText(next);
    setProblems((now) => ({ fields: { ...now.fields, note: undefined } }));
  };

  const send = (onSent: () => void) => {
    const parsed = conditionReportSchema.safeParse({ stage, note, photos: photos.photos });
    if (!parsed.success) {
      setProblems({ fields: problemsOf.fromIssues(parsed.error.issues) });
      return;
    }
    setProblems({ fields: {} });
    add.mutate(parsed.data, {
      onSuccess: () => {
        setNoteText('');
        photos.clear();
        onSent();
      },
      onError: (error) => {
        noteRefusal(error);
        setProblems(problemsOf.fromError(error, FIELDS));
      },
    });
  };

  return {
    note,
    setNote,
    photos,
    problems,
    /** Nothing written and no photo: nothing to send. */
    empty: !hasVisibleText(note) && photos.photos.length === 0,
    pending: add.isPending,
    busy: add.isPending || photos.busy,
    send,
  };
}

export type ConditionReport = ReturnType<typeof useConditionReport>;
