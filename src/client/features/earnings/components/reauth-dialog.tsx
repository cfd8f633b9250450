import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { DialogHeading } from './dialog-heading';

/**
 * The account's password asked again before where the owner is paid changes
 * (docs/decisions/0048-payout-security.md): a session alone cannot move the money. Open while
 * rendered; `problem` is the server's word on the password (wrong, too many tries), shown on it.
 */
export function ReauthDialog({
  pending,
  problem,
  onConfirm,
  onOpenChange,
}: {
  pending: boolean;
  problem: string | undefined;
  onConfirm: (password: string) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    onConfirm(password);
  };
  return (
    <Dialog open onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent>
        <DialogHeading
          icon={<ShieldCheck className="size-5" aria-hidden="true" />}
          title={t('earnings.reauth.title')}
          description={t('earnings.reauth.description')}
        />
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <Field
            label={t('earnings.reauth.password')}
            hint={t('earnings.reauth.hint')}
            error={missing && !password ? t('earnings.reauth.required') : problem}
            required
          >
            <PasswordInput
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <DialogFooter className="mt-1">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {t('earnings.account.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" loading={pending}>
              {t('earnings.reauth.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
