import type { User } from '@shared/api-types';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { useUpdateProfile } from '../../users';
import { EmailSwitch } from './email-switch';

/** The own profile's e-mail switch: saved at once, with a toast. */
export function EmailPreference({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(user.id);
  const saved = (user as Partial<User>).emailNotifications ?? true;
  const checked =
    update.isPending && update.variables?.emailNotifications !== undefined
      ? update.variables.emailNotifications
      : saved;
  const change = (next: boolean) =>
    update.mutate(
      { emailNotifications: next },
      {
        onSuccess: () => toast({ variant: 'success', title: t('messages.emailPreference.saved') }),
        onError: () => toast({ variant: 'destructive', title: t('messages.emailPreference.failed') }),
      },
    );
  return (
    <div className="mt-5">
      <EmailSwitch checked={checked} onCheckedChange={change} busy={update.isPending} />
    </div>
  );
}
