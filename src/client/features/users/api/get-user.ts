import type { PublicUser, User } from '@shared/api-types';
import { useQuery } from '@tanstack/react-query';

export const userQueryKey = (id: string) => ['/api/users', id] as const;

/**
 * GET /api/users/{id}: anyone's public profile; the whole one (e-mail, phone)
 * when it is the viewer's own. update-profile.ts refreshes it after an edit.
 */
export function useUser(id: string | undefined) {
  return useQuery<PublicUser | User>({ queryKey: userQueryKey(id ?? ''), enabled: Boolean(id) });
}
