import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { BrowseFilters } from '../browse-filters';
import { PriceFilter } from './price-filter';

function PriceFilterHarness({ onUpdate }: { onUpdate: (filters: BrowseFilters) => void }) {
  const [filters, setFilters] = useState<BrowseFilters>({ search: '', location: '', view: 'grid' });
  return (
    <PriceFilter
      filters={filters}
      update={(next) => {
        setFilters(next);
        onUpdate(next);
      }}
    />
  );
}

describe('PriceFilter typed on an Arabic keyboard', () => {
  it('filters by a price typed in Arabic-Indic digits, showing the number it kept', async () => {
    let applied: BrowseFilters | undefined;
    const { user } = await renderWithProviders(<PriceFilterHarness onUpdate={(next) => (applied = next)} />, {
      language: 'ar',
    });
    const [min, max] = screen.getAllByRole<HTMLInputElement>('textbox');
    await user.type(min!, '٥٠');
    await user.type(max!, '۱۲۰٫۵');
    expect([min!.value, max!.value]).toEqual(['50', '120.5']);
    await user.click(screen.getByRole('button', { name: 'تطبيق السعر' }));
    expect(applied).toMatchObject({ minPrice: 50, maxPrice: 120.5 });
  });
});
