import type { AdminUser } from '@shared/api-types';
import { Building2, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/**
 * Closed by its member (muted), Blocked (danger) or Active (success) (docs/product.md, "Pages"), with
 * Administrator for administrators.
 */
export function UserStatusBadges({
  user,
}: {
  user: Pick<AdminUser, 'suspendedAt' | 'isAdmin' | 'closedAt'>;
}) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {user.closedAt ? (
        <Badge variant="muted">{t('admin.users.status.closed')}</Badge>
      ) : user.suspendedAt ? (
        <Badge variant="danger">{t('admin.users.status.blocked')}</Badge>
      ) : (
        <Badge variant="success">{t('admin.users.status.active')}</Badge>
      )}
      {user.isAdmin && (
        <Badge variant="primary">
          <ShieldCheck className="size-3.5" aria-hidden="true" />
          {t('admin.users.administrator')}
        </Badge>
      )}
    </span>
  );
}

/** Business or Individual. */
export function AccountTypeLabel({ user }: { user: Pick<AdminUser, 'accountType'> }) {
  const { t } = useTranslation();
  return user.accountType === 'business' ? (
    <span className="inline-flex items-center gap-1.5 text-ink">
      <Building2 className="size-4 text-muted" aria-hidden="true" />
      {t('admin.users.type.business')}
    </span>
  ) : (
    <span className="text-ink">{t('admin.users.type.individual')}</span>
  );
}
