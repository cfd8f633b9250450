/**
 * The results of a search of several words (docs/search.md, "Some of the words"): the listings with
 * every word come first, and a note says where those with only some of them begin, in both languages.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anItem } from '../../../test/item-fixture';
import { renderWithProviders } from '../../../test/render';
import { ResultsGrid } from './results-grid';

const items = [
  anItem({ id: '00000000-0000-4000-8000-000000000001', title: 'Canon EOS camera' }),
  anItem({ id: '00000000-0000-4000-8000-000000000002', title: 'Canon lens' }),
  anItem({ id: '00000000-0000-4000-8000-000000000003', title: 'Sony camera' }),
];
const grid = (count?: number) => (
  <ResultsGrid
    items={items}
    hasMore={false}
    loadingMore={false}
    onLoadMore={() => {}}
    {...(count !== undefined && { allWords: { count, term: 'canon camera' } })}
  />
);
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('results with some of the words', () => {
  it('says, after those with every word, that the rest have only some of them', async () => {
    await renderWithProviders(grid(1), { language: 'en' });
    const [whole, some] = screen.getAllByRole('list');
    expect(titles(whole as HTMLElement)).toEqual(['Canon EOS camera']);
    expect(titles(some as HTMLElement)).toEqual(['Canon lens', 'Sony camera']);
    expect(screen.getByTestId('some-words-note').textContent).toContain(
      'Items with some of the words of “\u2068canon camera\u2069”, not all',
    );
  });

  it('says first, in Arabic, that no item has every word, when none has', async () => {
    await renderWithProviders(grid(0), { language: 'ar' });
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getByTestId('some-words-note').textContent).toBe(
      'لا يوجد غرض فيه كل كلمات «\u2068canon camera\u2069»؛ هذه أغراض فيها بعضها.',
    );
  });

  it('says nothing when every result has every word, or the search had one word', async () => {
    await renderWithProviders(grid(3), { language: 'en' });
    expect(screen.queryByTestId('some-words-note')).toBeNull();
    await renderWithProviders(grid(), { language: 'en' });
    expect(screen.queryByTestId('some-words-note')).toBeNull();
  });
});
