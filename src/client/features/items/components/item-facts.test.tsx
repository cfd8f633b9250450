import type { Item } from '@shared/api-types';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ItemFacts } from './item-facts';

const item = (deposit: string | null, terms: Partial<Item> = {}) =>
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
    identityRequirement: 'none',
    instantBooking: false,
    ...terms,
  }) as unknown as Item;

describe('ItemFacts', () => {
  it('says what becomes of the deposit beside its amount: held by Ajjir and returned', async () => {
    await renderWithProviders(<ItemFacts item={item('300.00')} />, { language: 'ar' });
    const terms = screen.getByText(
      'يُدفع مع الإيجار ويحفظه أجّر طوال مدته، ثم يُردّ كاملًا بعد إرجاع الغرض وانقضاء مهلة المطالبات، ما لم يطالب المالك بتعويض عن ضرر.',
    );
    expect(terms.closest('dd')?.textContent).toContain('٣٠٠');
  });

  it('says nothing of holding one when there is no deposit', async () => {
    await renderWithProviders(<ItemFacts item={item(null)} />, { language: 'en' });
    expect(screen.getByText('No deposit')).toBeTruthy();
    expect(screen.queryByText(/held by Ajjir/)).toBeNull();
  });

  it('says who can book when the owner asks for a verified identity, and nothing when anyone can', async () => {
    const { unmount } = await renderWithProviders(
      <ItemFacts item={item(null, { identityRequirement: 'all' })} />,
      { language: 'ar' },
    );
    expect(screen.getByText('من يستطيع الحجز').closest('div')?.textContent).toContain(
      'الموثّقون عبر نفاذ فقط',
    );
    unmount();

    const instant = await renderWithProviders(
      <ItemFacts item={item(null, { identityRequirement: 'instant', instantBooking: true })} />,
      { language: 'en' },
    );
    expect(
      screen.getByText('Anyone; instant booking for members verified through Nafath only').closest('dd'),
    ).toBeTruthy();
    instant.unmount();

    // Verified-only instant booking on a listing without instant booking changes nothing: not said.
    await renderWithProviders(<ItemFacts item={item(null, { identityRequirement: 'instant' })} />, {
      language: 'en',
    });
    expect(screen.queryByText('Who can book')).toBeNull();
  });
});
