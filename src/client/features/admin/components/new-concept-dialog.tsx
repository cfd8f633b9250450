import type { LexiconConceptView } from '@shared/api-types';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { useCreateLexiconConcept } from '../api/create-lexicon-concept';
import { ConceptForm } from './concept-form';
/**
 * "Add a concept": its key, kind, category (or none) and first forms, checked with the server's own
 * rules before sending; the server's refusals land on their fields (a key in use on the key).
 * `onCreated` gets the new concept (the page then shows it).
 */
export function NewConceptDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (concept: LexiconConceptView) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateLexiconConcept();
  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogTrigger asChild>
        <Button>
          <Plus className="size-4" aria-hidden="true" />
          {t('admin.lexicon.newConcept.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <ConceptForm
          create={create}
          onCreated={(concept) => {
            onOpenChange(false);
            onCreated(concept);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
