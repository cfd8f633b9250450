/**
 * /admin/search-words: the search's lexicon (docs/decisions/0039-search-lexicon.md). A search box
 * (a concept's key or any of its forms, however spelled), and 20 concepts a page, each with its
 * kind, category and forms by language: a form is added inline and removed after a confirmation,
 * a concept through a dialog. The search reads the lexicon on every query, so each change counts
 * from the next search. Search and page are in the address.
 */
import type { LexiconConceptView, LexiconTerm } from '@shared/api-types';
import { TextSearch } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchInput } from '../../components/search-input';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  LEXICON_SEARCH_MAX,
  lexiconApiQuery,
  lexiconStateFromParams,
  paramsFromLexiconState,
  searchWordsHref,
} from './admin-params';
import { useAdminLexicon } from './api/admin-lexicon';
import { AdminList } from './components/admin-list';
import { AdminPageHeader } from './components/admin-page-header';
import { ConceptCard } from './components/concept-card';
import { useCategoryName } from './components/lexicon-parts';
import { NewConceptDialog } from './components/new-concept-dialog';
import { RemoveTermDialog } from './components/remove-term-dialog';

export function LexiconPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = lexiconStateFromParams(params);
  const lexicon = useAdminLexicon(lexiconApiQuery(state));
  const categoryName = useCategoryName();
  const [creating, setCreating] = useState(false);
  // One concept's add form is open at a time.
  const [addingTo, setAddingTo] = useState<number | null>(null);
  const [removing, setRemoving] = useState<{ concept: LexiconConceptView; term: LexiconTerm } | null>(null);
  useDocumentTitle(t('admin.documentTitle', { page: t('admin.lexicon.title') }));

  const search = (text: string) =>
    setParams(paramsFromLexiconState({ search: text, page: 1 }), { replace: true, preventScrollReset: true });
  const hrefOf = (page: number) => searchWordsHref({ ...state, page });

  return (
    <>
      <AdminPageHeader
        title={t('admin.lexicon.title')}
        description={t('admin.lexicon.description')}
        actions={
          <NewConceptDialog
            open={creating}
            onOpenChange={setCreating}
            // The new concept, found by its key (on whichever page it would sort to).
            onCreated={(concept) => setParams(paramsFromLexiconState({ search: concept.key, page: 1 }))}
          />
        }
      />
      <SearchInput
        value={state.search}
        onSearch={(text) => search(text.slice(0, LEXICON_SEARCH_MAX))}
        label={t('admin.lexicon.searchLabel')}
        placeholder={t('admin.lexicon.searchPlaceholder')}
        className="mb-5 sm:max-w-md"
      />
      <AdminList
        query={lexicon}
        page={state.page}
        hrefOf={hrefOf}
        pagesLabel={t('admin.lexicon.pagesLabel')}
        loadError={t('admin.lexicon.loadError')}
        empty={{
          icon: <TextSearch className="size-7" aria-hidden="true" />,
          title: state.search
            ? t('admin.lexicon.emptySearch', { search: state.search })
            : t('admin.lexicon.empty'),
          action: (
            <div className="flex flex-wrap justify-center gap-2">
              {state.search && (
                <Button variant="outline" size="sm" onClick={() => setParams(new URLSearchParams())}>
                  {t('admin.common.clearSearch')}
                </Button>
              )}
              <Button variant="secondary" size="sm" onClick={() => setCreating(true)}>
                {t('admin.lexicon.newConcept.open')}
              </Button>
            </div>
          ),
        }}
      >
        {(rows, total) => (
          <>
            <p className="mb-3 text-sm text-muted">{t('admin.lexicon.count', { count: total })}</p>
            <ul aria-label={t('admin.lexicon.listLabel')} className="flex flex-col gap-3">
              {rows.map((concept) => (
                <li key={concept.id}>
                  <ConceptCard
                    concept={concept}
                    categoryName={concept.categoryId === null ? null : categoryName(concept.categoryId)}
                    adding={addingTo === concept.id}
                    onAddingChange={(open) => setAddingTo(open ? concept.id : null)}
                    onRemove={(term) => setRemoving({ concept, term })}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </AdminList>
      {removing && (
        <RemoveTermDialog
          concept={removing.concept}
          term={removing.term}
          onOpenChange={(open) => !open && setRemoving(null)}
        />
      )}
    </>
  );
}
