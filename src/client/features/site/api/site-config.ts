import type { SiteConfig } from '@shared/api-types';
import { useQuery } from '@tanstack/react-query';

/** GET /api/config: the server's settings the client needs (map tiles). */
export function useSiteConfig() {
  return useQuery<SiteConfig>({ queryKey: ['/api/config'] });
}
