import type { LexiconConceptView, LexiconTerm } from '@shared/api-types';
import type { SearchConceptKind } from '@shared/search';
import { Plus, Tag, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { termsByLanguage } from '../lexicon';
import { AddTermForm } from './add-term-form';
import { conceptHeadingId } from './lexicon-parts';

const KIND_VARIANT: Record<SearchConceptKind, BadgeVariant> = {
  thing: 'primary',
  brand: 'info',
  model: 'berry',
  category: 'neutral',
};

export function ConceptCard({
  concept,
  categoryName,
  adding,
  onAddingChange,
  onRemove,
}: {
  concept: LexiconConceptView;
  /** The category in the page's language; null for none, undefined while the categories load. */
  categoryName: string | null | undefined;
  /** Whether this concept's add form is open. */
  adding: boolean;
  onAddingChange: (open: boolean) => void;
  onRemove: (term: LexiconTerm) => void;
}) {
  const { t } = useTranslation();
  const groupId = useId();
  const headingId = conceptHeadingId(concept.id);
  const addButton = useRef<HTMLButtonElement>(null);
  // Closing the form gives the focus back to the button that opened it (rendered again by then).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus && !adding) {
      addButton.current?.focus();
      setRefocus(false);
    }
  }, [refocus, adding]);
  const removable = concept.terms.length > 1;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-6"
    >
      <header className="flex min-w-0 flex-col items-start gap-2">
        <h2
          id={headingId}
          tabIndex={-1}
          dir="ltr"
          className="max-w-full break-words font-semibold text-ink outline-none rtl:self-start rtl:text-end"
        >
          {concept.key}
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
          <Badge variant={KIND_VARIANT[concept.kind]}>
            <span className="sr-only">{t('admin.lexicon.kind')}: </span>
            {t(`admin.lexicon.kinds.${concept.kind}`)}
          </Badge>
          <span className="inline-flex items-center gap-1 text-muted">
            <Tag className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('admin.lexicon.category')}: </span>
            {categoryName === undefined ? (
              <span aria-hidden="true" className="inline-block h-3.5 w-20 animate-shimmer rounded bg-line" />
            ) : (
              (categoryName ?? t('admin.lexicon.noCategory'))
            )}
          </span>
        </div>
      </header>

      <div className="flex min-w-0 flex-col gap-3">
        {termsByLanguage(concept.terms).map(({ language, terms }) => (
          <div key={language} className="grid gap-1.5 sm:grid-cols-[7.5rem_minmax(0,1fr)] sm:gap-3">
            <div id={`${groupId}-${language}`} className="text-xs font-semibold text-muted sm:pt-2">
              {t(`admin.lexicon.languages.${language}`)}
            </div>
            <ul aria-labelledby={`${groupId}-${language} ${headingId}`} className="flex flex-wrap gap-1.5">
              {terms.map((term) => (
                <TermChip key={term.id} term={term} removable={removable} onRemove={() => onRemove(term)} />
              ))}
            </ul>
          </div>
        ))}
        {!removable && <p className="text-xs text-muted">{t('admin.lexicon.onlyWord')}</p>}

        {adding ? (
          <AddTermForm
            concept={concept}
            onClose={() => {
              onAddingChange(false);
              setRefocus(true);
            }}
          />
        ) : (
          <div>
            <Button ref={addButton} variant="outline" size="sm" onClick={() => onAddingChange(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('admin.lexicon.addTerm.open')}
              <span className="sr-only"> {t('admin.lexicon.addTerm.to', { key: concept.key })}</span>
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}

/** A form as a chip: the word (in its own language) and, unless it is the only one, its remove button. */
function TermChip({
  term,
  removable,
  onRemove,
}: {
  term: LexiconTerm;
  removable: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={
        removable
          ? 'inline-flex h-8 items-center gap-0.5 rounded-full bg-canvas ps-3 pe-0.5 text-sm text-ink ring-1 ring-line'
          : 'inline-flex h-8 items-center rounded-full bg-canvas px-3 text-sm text-ink ring-1 ring-line'
      }
    >
      <span dir="auto" lang={term.language === 'translit' ? undefined : term.language}>
        {term.term}
      </span>
      {removable && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('admin.lexicon.removeTerm.action', { term: term.term })}
          className="inline-grid size-7 cursor-pointer place-items-center rounded-full text-muted transition-colors hover:bg-danger-50 hover:text-danger-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
