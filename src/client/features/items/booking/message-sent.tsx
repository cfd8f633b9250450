import { isolate } from '@shared/names';
import { CheckCircle2, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter, DialogTitle } from '../../../components/ui/dialog';

/** The message-owner dialog once the message is sent: it was, and the way to the conversation. */
export function MessageSent({ name, conversation }: { name: string; conversation: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 py-2 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-success-50 text-success-700">
        <CheckCircle2 className="size-7" aria-hidden="true" />
      </span>
      <DialogTitle>{t('messages.toasts.sent')}</DialogTitle>
      <p className="max-w-sm text-sm text-muted">{t('messages.dialog.sentBody', { name: isolate(name) })}</p>
      <DialogFooter className="mt-2 w-full sm:justify-center">
        <DialogClose asChild>
          <Button variant="outline">{t('messages.dialog.close')}</Button>
        </DialogClose>
        <Button asChild>
          <Link to={conversation}>
            <MessagesSquare className="size-4" aria-hidden="true" />
            {t('messages.dialog.openConversation')}
          </Link>
        </Button>
      </DialogFooter>
    </div>
  );
}
