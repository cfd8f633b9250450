import type { LexiconConceptView, LexiconTerm } from '@shared/api-types';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { toast } from '../../../components/ui/toast';
import { useRemoveLexiconTerm } from '../api/remove-lexicon-term';
import { lexiconProblem } from '../lexicon';
import { conceptHeadingId } from './lexicon-parts';

/**
 * Removing a form asks first, and says what changes: from the next search, the word no longer
 * finds the concept's listings (only those whose own text has it). The last form of a concept
 * cannot go (409); one removed meanwhile (404) refreshes the list.
 */
export function RemoveTermDialog({
  concept,
  term,
  onOpenChange,
}: {
  concept: LexiconConceptView;
  term: LexiconTerm;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const removal = useRemoveLexiconTerm();
  // Opened from a chip's button without a Radix trigger: focus goes back to it, or, once the chip
  // is gone, to its concept's heading.
  const [returnTo] = useState(() => document.activeElement as HTMLElement | null);

  const confirm = () =>
    removal.mutate(term.id, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: t('admin.lexicon.toasts.termRemoved', { term: term.term, key: concept.key }),
          description: t('admin.lexicon.toasts.nextSearch'),
        });
        onOpenChange(false);
      },
      onError: (failure) => {
        const problem = lexiconProblem('removeTerm', failure);
        toast({
          variant: 'destructive',
          title: t('admin.lexicon.toasts.termRemoveFailed'),
          description: problem ? t(`admin.lexicon.errors.${problem}`) : errorMessage(failure),
        });
        if (problem) onOpenChange(false);
      },
    });

  return (
    <ReasonDialog
      title={t('admin.lexicon.removeTerm.title', { term: term.term })}
      description={t('admin.lexicon.removeTerm.description', { key: concept.key })}
      confirmLabel={t('admin.lexicon.removeTerm.confirm')}
      confirmIcon={<Trash2 className="size-4" aria-hidden="true" />}
      cancelLabel={t('admin.common.cancel')}
      pending={removal.isPending}
      lockWhilePending
      onConfirm={confirm}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        const target = returnTo?.isConnected
          ? returnTo
          : document.getElementById(conceptHeadingId(concept.id));
        target?.focus();
      }}
    />
  );
}
