import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { countsQueryKey } from '../../lib/query-keys';
import { currentUserQueryKey } from '../auth';
import { applyLiveEvent } from './apply-live-event';

describe('applyLiveEvent: session.ended', () => {
  it('forgets every cached answer of the blocked account and leaves it signed out', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentUserQueryKey, { user: { id: 'me' } });
    queryClient.setQueryData(countsQueryKey, { messages: 2, notifications: 1 });
    queryClient.setQueryData(['/api/bookings'], [{ id: 'b1' }]);

    applyLiveEvent(
      queryClient,
      'session.ended',
      { reason: 'suspended' },
      { viewerId: 'me', openThreadWith: null },
    );

    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual({ user: null });
    expect(queryClient.getQueryData(countsQueryKey)).toBeUndefined();
    expect(queryClient.getQueryData(['/api/bookings'])).toBeUndefined();
  });
});
