/**
 * Renders a component as the app would: a fresh query client (no retries, the app's defaults),
 * a router at `route`, the strings in `language` with its direction, and the toasts.
 */
import type { Language } from '@shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Direction } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Toaster } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';
import { initTestI18n, setTestLanguage } from './i18n';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  route?: string;
}

export async function renderWithProviders(
  ui: ReactElement,
  { language = 'ar', route = '/', ...options }: RenderWithProvidersOptions = {},
) {
  await setTestLanguage(language);
  const i18n = initTestI18n();
  const queryClient = createQueryClient();
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Direction.Provider dir={dir}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          <Toaster />
        </Direction.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  const user = userEvent.setup();
  return { user, queryClient, ...render(ui, { wrapper, ...options }) };
}
