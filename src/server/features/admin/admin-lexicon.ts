/**
 * The search lexicon as administrators edit it (docs/decisions/0039-search-lexicon.md): concepts
 * with their forms, listed, created, a form added or removed. Each change is audited in its own
 * transaction; the search reads the tables on every query, and the admin routes empty the read
 * caches (http/read-cache.ts), so the next search uses it.
 */

import type { LexiconConceptView, LexiconTerm } from '@shared/api-types';
import type { AdminLexiconQuery, LexiconConceptInput, LexiconTermInput } from '@shared/schemas/search';
import { normalizeForSearch } from '@shared/search-normalize';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { literalLike } from '../../db/like';
import { searchConcepts, searchTerms, type users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { writeAudit } from './audit';

type Admin = Pick<typeof users.$inferSelect, 'id'>;

interface ConceptRow {
  id: number;
  key: string;
  kind: LexiconConceptView['kind'];
  category_id: number | null;
  updated_at: Date | string;
  terms: LexiconTerm[];
  total: number;
}

/** Concepts that `where` picks, keys in order, each with its forms (and the count of all picked). */
function selectConcepts(db: Db, where: SQL, page: SQL = sql``): Promise<ConceptRow[]> {
  return selectRows<ConceptRow>(
    db,
    sql`SELECT c.id, c.key, c.kind, c.category_id, c.updated_at, count(*) OVER ()::int AS total,
        coalesce((SELECT json_agg(json_build_object('id', t.id, 'term', t.term, 'language', t.language)
          ORDER BY t.language, t.id) FROM search_terms t WHERE t.concept_id = c.id), '[]'::json) AS terms
      FROM search_concepts c WHERE ${where}
      ORDER BY c.key ${page}`,
  );
}

/** One page of concepts, keys first alphabetically, each with its forms. */
export async function listLexicon(
  db: Db,
  query: AdminLexiconQuery,
): Promise<{ rows: LexiconConceptView[]; total: number }> {
  const folded = query.search ? `%${literalLike(normalizeForSearch(query.search))}%` : null;
  const matching = folded
    ? sql`c.key LIKE ${folded} OR EXISTS (SELECT 1 FROM search_terms t WHERE t.concept_id = c.id AND t.normalized LIKE ${folded})`
    : sql`true`;
  const rows = await selectConcepts(db, matching, sql`LIMIT ${query.limit} OFFSET ${query.offset}`);
  const total = rows[0]?.total ?? (query.offset === 0 ? 0 : await countMatching(db, matching));
  return { rows: rows.map(toView), total };
}

async function countMatching(db: Db, matching: SQL): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM search_concepts c WHERE ${matching}`,
  );
  return row?.n ?? 0;
}

function toView(row: ConceptRow): LexiconConceptView {
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    categoryId: row.category_id,
    terms: row.terms,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function conceptView(db: Db, id: number): Promise<LexiconConceptView> {
  const [row] = await selectConcepts(db, sql`c.id = ${id}`);
  if (!row) throw notFound('Concept not found');
  return toView(row);
}

export async function createConcept(
  tx: Db,
  admin: Admin,
  input: LexiconConceptInput,
): Promise<LexiconConceptView> {
  const [created] = await tx
    .insert(searchConcepts)
    .values({ key: input.key, kind: input.kind, categoryId: input.categoryId })
    .onConflictDoNothing()
    .returning({ id: searchConcepts.id });
  if (!created) throw conflict('A concept with this key exists already');
  // Forms spelt alike (أ/ا, ة/ه) are one form: the first one typed is kept.
  await tx
    .insert(searchTerms)
    .values(input.terms.map((term) => ({ conceptId: created.id, ...term })))
    .onConflictDoNothing();
  await writeAudit(tx, {
    adminId: admin.id,
    action: 'lexicon.concept_created',
    targetType: 'lexicon',
    targetId: String(created.id),
    targetLabel: input.key,
    details: { kind: input.kind, categoryId: input.categoryId, terms: input.terms.map((t) => t.term) },
  });
  return conceptView(tx, created.id);
}

export async function addTerm(
  tx: Db,
  admin: Admin,
  conceptId: number,
  input: LexiconTermInput,
): Promise<LexiconTerm> {
  const [concept] = await tx
    .select({ key: searchConcepts.key })
    .from(searchConcepts)
    .where(eq(searchConcepts.id, conceptId))
    .for('update');
  if (!concept) throw notFound('Concept not found');
  const [added] = await tx
    .insert(searchTerms)
    .values({ conceptId, ...input })
    .onConflictDoNothing()
    .returning({ id: searchTerms.id, term: searchTerms.term, language: searchTerms.language });
  if (!added) throw conflict('This concept has this word already');
  await touch(tx, conceptId);
  await writeAudit(tx, {
    adminId: admin.id,
    action: 'lexicon.term_added',
    targetType: 'lexicon',
    targetId: String(conceptId),
    targetLabel: concept.key,
    details: { term: input.term, language: input.language },
  });
  return added;
}

export async function removeTerm(tx: Db, admin: Admin, termId: number): Promise<void> {
  const [term] = await tx
    .select({ conceptId: searchTerms.conceptId, term: searchTerms.term, key: searchConcepts.key })
    .from(searchTerms)
    .innerJoin(searchConcepts, eq(searchConcepts.id, searchTerms.conceptId))
    .where(eq(searchTerms.id, termId))
    .for('update', { of: searchConcepts });
  if (!term) throw notFound('Word not found');
  const [forms] = await tx
    .select({ n: count() })
    .from(searchTerms)
    .where(eq(searchTerms.conceptId, term.conceptId));
  if ((forms?.n ?? 0) <= 1) throw conflict('A concept keeps at least one word');
  await tx.delete(searchTerms).where(eq(searchTerms.id, termId));
  await touch(tx, term.conceptId);
  await writeAudit(tx, {
    adminId: admin.id,
    action: 'lexicon.term_removed',
    targetType: 'lexicon',
    targetId: String(term.conceptId),
    targetLabel: term.key,
    details: { term: term.term },
  });
}

const touch = (tx: Db, conceptId: number) =>
  tx.update(searchConcepts).set({ updatedAt: new Date() }).where(eq(searchConcepts.id, conceptId));
