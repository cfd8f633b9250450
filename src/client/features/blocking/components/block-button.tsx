/**
 * Block or unblock a member (docs/decisions/0065-members-block-members.md), on a profile and in a
 * conversation's header. Blocking asks first, saying what it does; unblocking needs no second
 * thought and happens at once. Nothing for a visitor or on one's own profile.
 */
import { isolate } from '@shared/names';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../../auth';
import { useBlockMember, useBlockRelation } from '../api/blocks';
import type { BlockTarget } from '../block-target';
import { UnblockButton } from './unblock-button';

export function BlockButton({
  member,
  compact = false,
  className,
}: {
  member: BlockTarget;
  /** The label only for screen readers on phones (a conversation's header). */
  compact?: boolean;
  className?: string;
}) {
  const me = useCurrentUser();
  const signedIn = Boolean(me.data) && me.data?.id !== member.id;
  const relation = useBlockRelation(member.id, signedIn);
  if (!signedIn) return null;
  if (relation.data?.blocked) {
    return <UnblockButton member={member} compact={compact} className={className} variant="ghost" />;
  }
  return <BlockDialog member={member} compact={compact} className={className} />;
}

function BlockDialog({
  member,
  compact,
  className,
}: {
  member: BlockTarget;
  compact: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const block = useBlockMember();
  const name = isolate(member.name);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) block.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn('text-muted hover:text-danger-700', className)}
          data-testid="block-member"
        >
          <Ban className="size-4" aria-hidden="true" />
          <span className={cn(compact && 'max-sm:sr-only')}>{t('blocking.block')}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('blocking.dialog.title', { name })}</DialogTitle>
          <DialogDescription>{t('blocking.dialog.intro')}</DialogDescription>
        </DialogHeader>
        <ul className="flex list-disc flex-col gap-2 ps-5 text-sm leading-relaxed text-ink/90 marker:text-muted">
          <li>{t('blocking.dialog.messages')}</li>
          <li>{t('blocking.dialog.requests')}</li>
          <li>{t('blocking.dialog.private')}</li>
          <li>{t('blocking.dialog.bookings')}</li>
          <li>{t('blocking.dialog.undo')}</li>
        </ul>
        {block.error && (
          <Alert variant="danger" title={t('blocking.toasts.blockFailed')}>
            {errorMessage(block.error)}
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('blocking.dialog.cancel')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={block.isPending}
            onClick={() =>
              block.mutate(member.id, {
                onSuccess: () => {
                  setOpen(false);
                  toast({ variant: 'success', title: t('blocking.toasts.blocked', { name }) });
                },
              })
            }
          >
            {t('blocking.dialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
