import type { Review } from '@shared/api-types';
import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReviewList } from './review-list';

const review = (id: string): Review => ({
  id,
  rating: 5,
  comment: `Great, as described (${id})`,
  type: 'renter_to_owner',
  createdAt: '2026-11-20T10:00:00.000Z',
  itemId: 'i1',
  reviewer: { id: `u-${id}`, firstName: 'Sara', lastName: 'Ali', profilePicture: null },
});

/** What useQuery answers, in the states the list draws. */
const answered = (data: Review[]) => ({ isPending: false, isError: false, data }) as UseQueryResult<Review[]>;
const failed = (refetch = vi.fn()) =>
  ({
    isPending: false,
    isError: true,
    error: new TypeError('Failed to fetch'),
    refetch,
  }) as unknown as UseQueryResult<Review[]>;

const props = {
  heading: 'Reviews',
  rating: '4.8',
  countLabel: (count: number) => `${count} reviews`,
  latestLabel: (count: number) => `The ${count} latest`,
  limit: 6,
  errorTitle: 'The reviews could not load',
  emptyTitle: 'No reviews yet',
};

describe('ReviewList', () => {
  it('says how many it shows of how many when it shows fewer, and only the count when it shows all', async () => {
    const { unmount } = await renderWithProviders(
      <ReviewList {...props} total={14} reviews={answered([review('a'), review('b')])} />,
      { language: 'en' },
    );
    expect(screen.getByRole('heading', { name: /Reviews/ })).toBeTruthy();
    expect(screen.getByText('The 2 latest · 14 reviews')).toBeTruthy();
    expect(screen.getAllByText(/^Great, as described/)).toHaveLength(2);
    unmount();
    await renderWithProviders(
      <ReviewList {...props} total={2} reviews={answered([review('a'), review('b')])} />,
      {
        language: 'en',
      },
    );
    expect(screen.getByText('2 reviews')).toBeTruthy();
  });

  it('shows the empty state with no count, and a failed load with a way to try again', async () => {
    const { unmount } = await renderWithProviders(
      <ReviewList {...props} total={0} reviews={answered([])} />,
      {
        language: 'en',
      },
    );
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByText(/reviews$/)).toBeNull();
    unmount();
    const refetch = vi.fn();
    const { user } = await renderWithProviders(
      <ReviewList {...props} total={3} reviews={failed(refetch)} />,
      {
        language: 'en',
      },
    );
    expect(screen.getByRole('alert').textContent).toContain('The reviews could not load');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
