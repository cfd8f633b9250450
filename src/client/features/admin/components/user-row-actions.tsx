/**
 * View, and Block or Unblock (not for administrators), for one account of the list.
 */
import type { AdminUser } from '@shared/api-types';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { displayName } from '../../../lib/person-name';
import type { FromList } from '../admin-params';
import { BlockToggleButton } from './block-toggle-button';
import type { UserStatusActions } from './use-user-status-actions';

export function RowActions({
  user,
  actions,
  fromList,
}: {
  user: AdminUser;
  actions: UserStatusActions;
  fromList: string;
}) {
  const { t } = useTranslation();
  const name = displayName(user);
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.adminUser(user.id)} state={{ fromList } satisfies FromList}>
          <Eye className="size-4" aria-hidden="true" />
          {t('admin.users.view')}
          <span className="sr-only">{name}</span>
        </Link>
      </Button>
      {!user.isAdmin && !user.closedAt && (
        <BlockToggleButton user={user} actions={actions} blockVariant="danger-outline" size="sm">
          <span className="sr-only">{name}</span>
        </BlockToggleButton>
      )}
    </>
  );
}
