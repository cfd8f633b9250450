import type { Review } from '@shared/api-types';
import type { CreateReviewInput } from '@shared/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { bookingsQueryKey } from '../../../lib/query-keys';

/** POST /api/reviews; the bookings (their review state) and any published reviews refresh. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) => apiRequest<Review>('POST', '/api/reviews', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/users'] }),
      ]),
  });
}
