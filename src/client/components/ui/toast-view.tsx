import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@shared/constants';
import { CircleCheck, CircleExclamationPoint, X } from 'lucide-react';
import { Direction, Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { type ToastRecord, type ToastVariant, toastStore } from './toast-store';

/**
 * The toasts on screen, with Radix Toast (announced, swipeable, F8 to reach them). It loads with
 * the first toast (toast.tsx), so pages that show none do not download it.
 */

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-line bg-surface',
  success: 'border-success-700/20 bg-surface',
  destructive: 'border-danger-600/30 bg-danger-50',
};

function ToastIcon({ variant }: { variant: ToastVariant }) {
  if (variant === 'success')
    return <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />;
  if (variant === 'destructive')
    return <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />;
  return null;
}

function ToastItem({ item, closeLabel }: { item: ToastRecord; closeLabel: string }) {
  return (
    <ToastPrimitive.Root
      open={item.open}
      duration={item.duration}
      // foreground: announced assertively (errors); background: politely.
      type={item.variant === 'destructive' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) toastStore.dismiss(item.id);
      }}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pe-12 text-ink shadow-pop',
        'transition-[opacity,translate] duration-200 starting:translate-y-2 starting:opacity-0',
        // Follow the finger while swiping, spring back on cancel. Radix sets these variables.
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        variantClasses[item.variant],
      )}
    >
      <ToastIcon variant={item.variant} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <ToastPrimitive.Title
          className={cn('text-sm font-bold', item.variant === 'destructive' && 'text-danger-700')}
        >
          {item.title}
        </ToastPrimitive.Title>
        {item.description && (
          <ToastPrimitive.Description className="text-sm text-muted">
            {item.description}
          </ToastPrimitive.Description>
        )}
        {item.action && (
          <ToastPrimitive.Action
            altText={item.action.label}
            onClick={item.action.onSelect}
            className="mt-1 cursor-pointer self-start rounded text-sm font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            {item.action.label}
          </ToastPrimitive.Action>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label={closeLabel}
        className="absolute end-2 top-2 inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Bottom end corner: bottom-left in Arabic, bottom-right in English; swipe toward that edge. */
export default function ToasterView() {
  const { t } = useTranslation();
  const dir = Direction.useDirection();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const closeLabel = t('common.close');

  return (
    <ToastPrimitive.Provider
      swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('common.notification')}
    >
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} closeLabel={closeLabel} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST_HOTKEY]}
        // Radix replaces {hotkey} in the label (i18next leaves single braces alone).
        label={t('common.notificationsRegion')}
        // Full width minus the padding on phones, 420px from md up. Clicks pass through the empty area.
        className="pointer-events-none fixed bottom-0 end-0 z-100 m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
