import type { Review } from '@shared/api-types';
import { useQuery } from '@tanstack/react-query';

/** GET /api/reviews?itemId=: an item's published reviews, newest first. */
export function useItemReviews(itemId: string | undefined, limit: number) {
  return useQuery<Review[]>({ queryKey: ['/api/reviews', { itemId, limit }], enabled: Boolean(itemId) });
}

/** GET /api/reviews?userId=: the reviews one person received. */
export function useUserReviews(userId: string | undefined, limit: number) {
  return useQuery<Review[]>({ queryKey: ['/api/reviews', { userId, limit }], enabled: Boolean(userId) });
}
