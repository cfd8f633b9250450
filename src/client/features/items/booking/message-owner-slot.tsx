import { MESSAGE_MAX_LENGTH } from '@shared/constants';
import { isolate } from '@shared/names';
import { hasVisibleText } from '@shared/validation';
import { MessageCircle, SendHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { UserAvatar } from '../../../components/user-avatar';
import { useCurrentUser } from '../../auth';
import { useSendMessage } from '../../messages';
import type { SlotProps } from './booking-slot';
import { MessageSent } from './message-sent';

/**
 * Message the owner (docs/product.md, "Pages" and "Validation"): a dialog with a text box; a
 * visitor signs in first, a blank message is refused, and once sent the
 * dialog offers the conversation. Hidden for the owner.
 */
export function MessageOwnerSlot({ item, isOwner }: SlotProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const me = useCurrentUser();
  const send = useSendMessage(me.data?.id);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const labelId = useId();
  if (isOwner) return null;
  const name =
    item.owner.accountType === 'business' && item.owner.companyName
      ? item.owner.companyName
      : item.owner.firstName;
  const conversation = `${paths.messages()}?with=${item.ownerId}`;

  const start = () => {
    if (!me.data) {
      toast({ title: t('messages.dialog.signIn'), description: t('messages.dialog.signInBody') });
      const next = `${location.pathname}${location.search}`;
      navigate(`${paths.auth()}?next=${encodeURIComponent(next)}`);
      return;
    }
    setSent(false);
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    // Spaces and invisible characters alone are no message (the server says so too).
    if (!hasVisibleText(content)) {
      setInvalid(true);
      toast({ variant: 'destructive', title: t('messages.toasts.empty') });
      return;
    }
    send.mutate(
      { receiverId: item.ownerId, content, itemId: item.id },
      {
        onSuccess: () => {
          setText('');
          setSent(true);
          toast({ variant: 'success', title: t('messages.toasts.sent') });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('messages.toasts.failed'),
            description: errorMessage(error),
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="lg" className="w-full" onClick={start}>
        <MessageCircle className="size-5" aria-hidden="true" />
        {t('itemPage.booking.messageOwner')}
      </Button>
      <DialogContent aria-describedby={undefined}>
        {sent ? (
          <MessageSent name={name} conversation={conversation} />
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
            <DialogHeader>
              <DialogTitle>{t('messages.dialog.title', { name: isolate(name) })}</DialogTitle>
              <p className="text-sm text-muted">{t('messages.dialog.description')}</p>
            </DialogHeader>
            <div className="flex items-center gap-3 rounded-xl bg-canvas p-3">
              <UserAvatar user={item.owner} className="size-10" />
              <p className="min-w-0 truncate text-sm font-medium text-ink" dir="auto">
                {item.title}
              </p>
            </div>
            <div className="flex flex-col gap-1.5">
              <label id={labelId} htmlFor={`${labelId}-box`} className="text-sm font-medium text-ink">
                {t('messages.dialog.label')}
              </label>
              <textarea
                id={`${labelId}-box`}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  if (invalid) setInvalid(false);
                }}
                rows={5}
                maxLength={MESSAGE_MAX_LENGTH}
                dir="auto"
                aria-invalid={invalid || undefined}
                placeholder={t('messages.dialog.placeholder')}
                className="min-h-32 w-full resize-y rounded-xl border border-line bg-surface px-4 py-3 text-base leading-relaxed text-ink outline-none transition-colors placeholder:text-muted/80 focus:border-primary-600 focus:ring-2 focus:ring-primary-600/20 aria-invalid:border-danger-600"
              />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('messages.dialog.cancel')}</Button>
              </DialogClose>
              <Button type="submit" loading={send.isPending}>
                {!send.isPending && <SendHorizontal className="size-4 flip-rtl" aria-hidden="true" />}
                {t('messages.dialog.send')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
