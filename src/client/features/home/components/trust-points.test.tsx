import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { TrustPoints } from './trust-points';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

describe('TrustPoints', () => {
  it('promises no free cancellation to every listing: each shows its policy, flexible ones cancel free', async () => {
    api = stubApi({
      'GET /api/site/stats': { body: { completedRentals: 0, reviewCount: 0, averageRating: null } },
    });
    await renderWithProviders(<TrustPoints />, { language: 'en' });
    expect(screen.getByRole('heading', { name: 'A clear cancellation policy' })).toBeTruthy();
    expect(
      screen.getByText(
        'Each listing shows its cancellation policy before you pay. On flexible listings, cancelling is free up to 24 hours before pickup.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^Free cancellation$/)).toBeNull();
  });

  it('says the same in Arabic, with the hours in Arabic digits', async () => {
    api = stubApi({
      'GET /api/site/stats': { body: { completedRentals: 0, reviewCount: 0, averageRating: null } },
    });
    await renderWithProviders(<TrustPoints />, { language: 'ar' });
    expect(screen.getByRole('heading', { name: 'سياسة إلغاء واضحة' })).toBeTruthy();
    expect(
      screen.getByText(/وفي الإعلانات المرنة يكون الإلغاء مجانيًا حتى ٢٤ ساعة قبل موعد الاستلام/),
    ).toBeTruthy();
  });
});
