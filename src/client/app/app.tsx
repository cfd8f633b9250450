import { QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../components/ui/toast';
import { TooltipProvider } from '../components/ui/tooltip';
import { useLanguage } from '../i18n/use-language';
import { showFlashedToast } from '../lib/flash';
import { createQueryClient } from '../lib/query-client';
import { createRouter } from './router';

/** Providers in one place: data, direction (for Radix), tooltips, toasts, routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  const { dir } = useLanguage();
  // A toast left by the page before a full reload (signing in).
  useEffect(showFlashedToast, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Direction.Provider dir={dir}>
        <TooltipProvider>
          <RouterProvider router={router} />
          <Toaster />
        </TooltipProvider>
      </Direction.Provider>
    </QueryClientProvider>
  );
}
