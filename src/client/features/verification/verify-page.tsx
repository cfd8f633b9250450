/**
 * /verify: what a member proves (docs/decisions/0062-verified-members.md): a confirmed e-mail, a
 * phone that received a code, an identity checked through Nafath, and for business accounts the
 * commercial registration. Each check shows where it stands and the next step.
 */

import type { VerificationState } from '@shared/answers/verification';
import type { User } from '@shared/api-types';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { ErrorState, PageLoading } from '../../components/page-states';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth';
import { useVerificationState } from './api/verification';
import { BusinessSection } from './components/business-section';
import { EmailSection } from './components/email-section';
import { IdentitySection } from './components/identity-section';
import { PhoneSection } from './components/phone-section';
import { forgetSignUpConfirmToken, peekSignUpConfirmToken } from './sign-up-link';

export function VerifyPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useCurrentUser();
  useDocumentTitle(t('verification.title'));
  if (me.isPending) return <PageLoading />;
  if (!me.data) return <Navigate to={paths.signInThenBack(location.pathname)} replace />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
          <ShieldCheck className="size-7 text-primary-700" aria-hidden="true" />
          {t('verification.title')}
        </h1>
        <p className="mt-1.5 text-muted">{t('verification.subtitle')}</p>
      </header>
      <VerifyContent me={me.data} />
    </div>
  );
}

function VerifyContent({ me }: { me: User }) {
  const { t } = useTranslation();
  const state = useVerificationState();
  if (state.isPending) return <VerifySkeleton />;
  if (state.isError) {
    return (
      <ErrorState error={state.error} title={t('verification.loadError')} onRetry={() => state.refetch()} />
    );
  }
  return <VerifySections state={state.data} me={me} />;
}

function VerifySections({ state, me }: { state: VerificationState; me: User }) {
  // A new account's confirmation link, where the server gave it on screen (sign-up-link.ts): shown
  // on this visit, forgotten for the next.
  const [signUpToken] = useState(peekSignUpConfirmToken);
  useEffect(() => forgetSignUpConfirmToken(), []);
  return (
    <>
      <EmailSection email={state.email} signUpToken={signUpToken} />
      <PhoneSection phone={state.phone} smsInbox={state.sandboxPages.smsInbox} />
      <IdentitySection identity={state.identity} sandbox={state.sandboxPages.nafathApp} />
      {me.accountType === 'business' && <BusinessSection check={state.business} taxId={me.taxId} />}
    </>
  );
}

function VerifySkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{t('common.loading')}</span>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-7"
          aria-hidden="true"
        >
          <div className="flex items-start gap-4">
            <Skeleton className="size-11 rounded-2xl" />
            <div className="flex-1">
              <Skeleton className="h-6 w-40" />
              <Skeleton className="mt-2 h-4 w-full max-w-md" />
            </div>
          </div>
          <Skeleton className="mt-5 h-11 w-44 rounded-xl" />
        </div>
      ))}
    </div>
  );
}
