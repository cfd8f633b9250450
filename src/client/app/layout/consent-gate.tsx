/**
 * Asks a signed-in member to accept new versions of the Terms or the Privacy notice
 * (docs/decisions/0063-legal-consents.md) when the signed-in answer says some are needed. The
 * prompt's code and words download only then; it waits while the member reads a legal page.
 */
import type { MeResponse } from '@shared/api-types';
import type { LegalDocument } from '@shared/legal';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSignOut } from '../../features/auth';
import { getQueryFn } from '../../lib/api';
import { currentUserQueryKey } from '../../lib/query-keys';
import { paths } from '../paths';

const ConsentPrompt = lazy(async () => ({
  default: (await import('../../features/legal/consent-prompt')).ConsentPrompt,
}));

const NO_DOCUMENTS: LegalDocument[] = [];
const LEGAL_PAGES = new Set([paths.terms(), paths.privacy(), paths.contact()]);

export function ConsentGate() {
  const needed = useQuery<MeResponse | null, Error, LegalDocument[]>({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn({ on401: 'returnNull' }),
    select: (me) => (me?.user ? (me.consentsNeeded ?? NO_DOCUMENTS) : NO_DOCUMENTS),
  }).data;
  const { pathname } = useLocation();
  const signOut = useSignOut();
  if (!needed || needed.length === 0 || LEGAL_PAGES.has(pathname.toLowerCase())) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPrompt needed={needed} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />
    </Suspense>
  );
}
