import type { AdminUserDetail } from '@shared/api-types';
import { formatDate } from '@shared/format';
import { Ban, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';

/** Why an administrator's account has no Edit or Block (docs/decisions/0024). */
export function AdminProtectedNote() {
  const { t } = useTranslation();
  return (
    <p className="mt-4 flex items-start gap-3 rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900 ring-1 ring-primary-700/15">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden="true" />
      {t('admin.user.adminProtected')}
    </p>
  );
}

/** A blocked account: since when, and the reason given. */
export function BlockNotice({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <section
      aria-labelledby="block-heading"
      className="mt-4 flex items-start gap-3 rounded-xl bg-danger-50 px-4 py-4 ring-1 ring-danger-600/25"
    >
      <Ban className="mt-0.5 size-5 shrink-0 text-danger-700" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="block-heading" className="font-semibold text-danger-700">
          {user.suspendedAt
            ? t('admin.user.blockedOn', { date: formatDate(user.suspendedAt, language) })
            : t('admin.users.status.blocked')}
        </h2>
        <p className="mt-1 text-sm text-ink">
          <span className="font-medium">{t('admin.user.blockReason')}</span>{' '}
          <span dir="auto">{user.suspensionReason || t('admin.common.notAvailable')}</span>
        </p>
      </div>
    </section>
  );
}
