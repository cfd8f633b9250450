/**
 * /settings, Privacy and account (docs/decisions/0066-closed-accounts.md): the members one blocked
 * (the blocking feature's list), downloading everything Ajjir keeps about oneself, and closing the
 * account. Signed-in members only; a visitor is sent to sign in and back.
 */
import type { User } from '@shared/api-types';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { PageLoading } from '../../components/page-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth';
import { BlockedMembers } from '../blocking';
import { CloseSection } from './components/close-section';
import { DownloadSection } from './components/download-section';

export function SettingsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useCurrentUser();
  useDocumentTitle(t('settings.title'));
  if (me.isPending) return <PageLoading />;
  if (!me.data) return <Navigate to={paths.signInThenBack(location.pathname)} replace />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
          <ShieldCheck className="size-7 text-primary-700" aria-hidden="true" />
          {t('settings.title')}
        </h1>
        <p className="mt-1.5 text-muted">{t('settings.subtitle')}</p>
      </header>
      <SettingsSections me={me.data} />
    </div>
  );
}

function SettingsSections({ me }: { me: User }) {
  return (
    <>
      <BlockedMembers className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-7" />
      <DownloadSection />
      <CloseSection me={me} />
    </>
  );
}
