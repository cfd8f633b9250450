import type { Item } from '@shared/api-types';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ItemFacts } from './item-facts';

const item = (deposit: string | null) =>
  ({
    id: '7d1f7a52-2f0e-4a57-9d0e-0d7c1c1b6c11',
    condition: 'good',
    deposit,
    minRentalDays: 1,
    maxRentalDays: 7,
    pickupOptions: ['pickup'],
    address: null,
    city: 'Riyadh',
    state: null,
  }) as unknown as Item;

describe('ItemFacts', () => {
  it('says how the deposit is settled beside its amount: in person, not held by Ajjir', async () => {
    await renderWithProviders(<ItemFacts item={item('300.00')} />, { language: 'ar' });
    const terms = screen.getByText(
      'يتفق عليه المالك والمستأجر ويُسوّى بينهما مباشرةً عند الاستلام والإرجاع، ولا يحتفظ به أجّر.',
    );
    expect(terms.closest('dd')?.textContent).toContain('٣٠٠');
  });

  it('says nothing of settling when there is no deposit', async () => {
    await renderWithProviders(<ItemFacts item={item(null)} />, { language: 'en' });
    expect(screen.getByText('No deposit')).toBeTruthy();
    expect(screen.queryByText(/settled in person/)).toBeNull();
  });
});
