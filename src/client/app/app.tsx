import { QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../components/ui/toast';
import { useLanguage } from '../i18n/use-language';
import { showFlashedToast } from '../lib/flash';
import { createQueryClient } from '../lib/query-client';
import type { createRouter } from './router';

/**
 * Providers in one place: data, direction (for Radix), toasts, routes. The router is made
 * before the first render (main.tsx), so the opened page's code downloads while the strings do.
 */
export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  const [queryClient] = useState(createQueryClient);
  const { dir } = useLanguage();
  // A toast left by the page before a full reload (signing in).
  useEffect(showFlashedToast, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Direction.Provider dir={dir}>
        <RouterProvider router={router} />
        <Toaster />
      </Direction.Provider>
    </QueryClientProvider>
  );
}
