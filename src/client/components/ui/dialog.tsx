import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hide the corner X (e.g. when the footer already has an explicit cancel). Default false. */
  hideClose?: boolean;
}

/**
 * Overlay plus a centred panel in a portal. Give it a `DialogTitle` (Radix warns otherwise)
 * and a `DialogDescription` or `aria-describedby={undefined}`.
 */
export function DialogContent({ className, children, hideClose = false, ...props }: DialogContentProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0" />
      <DialogPrimitive.Content
        className={cn(
          // Soft ([:where(&)]:) max-w, gap and padding: a caller's className overrides them.
          // inset-0 + m-auto + h-fit centres without a physical left-1/2 translate (which breaks in RTL).
          'fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] flex-col [:where(&)]:max-w-lg [:where(&)]:gap-5',
          'overflow-y-auto rounded-2xl bg-surface [:where(&)]:p-6 text-ink shadow-pop outline-none',
          'transition-[opacity,scale] duration-200 starting:scale-[0.97] starting:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            aria-label={t('common.close')}
            className="tap-target absolute end-3 top-3 inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title and description stacked; leaves room at the end edge for the X. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pe-10 text-start', className)} {...props} />;
}

/** Actions: stacked full-width on phones (primary on top), in a row at the end edge from sm up. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-bold leading-snug text-ink', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}
