import { isolate } from '@shared/names';
import { LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useUnblockMember } from '../api/blocks';
import type { BlockTarget } from '../block-target';

/** Unblocks at once, with a toast: lifting a block takes no second thought. */
export function UnblockButton({
  member,
  compact = false,
  variant = 'outline',
  className,
}: {
  member: BlockTarget;
  compact?: boolean;
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const unblock = useUnblockMember();
  const name = isolate(member.name);
  return (
    <Button
      variant={variant}
      size="sm"
      className={className}
      loading={unblock.isPending}
      aria-label={t('blocking.unblockNamed', { name })}
      data-testid="unblock-member"
      onClick={() =>
        unblock.mutate(member.id, {
          onSuccess: () => toast({ variant: 'success', title: t('blocking.toasts.unblocked', { name }) }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: t('blocking.toasts.unblockFailed'),
              description: errorMessage(error),
            }),
        })
      }
    >
      {!unblock.isPending && <LockOpen className="size-4" aria-hidden="true" />}
      <span className={cn(compact && 'max-sm:sr-only')}>{t('blocking.unblock')}</span>
    </Button>
  );
}
