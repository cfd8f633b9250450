import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

type AlertVariant = 'info' | 'success' | 'danger';

const styles: Record<AlertVariant, { box: string; icon: ReactNode }> = {
  info: {
    box: 'border-info-700/20 bg-info-50 text-info-700',
    icon: <Info className="size-5 shrink-0" aria-hidden="true" />,
  },
  success: {
    box: 'border-success-700/20 bg-success-50 text-success-700',
    icon: <CircleCheck className="size-5 shrink-0" aria-hidden="true" />,
  },
  danger: {
    box: 'border-danger-600/25 bg-danger-50 text-danger-700',
    icon: <CircleAlert className="size-5 shrink-0" aria-hidden="true" />,
  },
};

/** A message inside a page (not a toast): a coloured box with an icon, a title and text. */
export function Alert({
  variant = 'info',
  title,
  children,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & { variant?: AlertVariant; title: ReactNode }) {
  const style = styles[variant];
  return (
    <div
      role={variant === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4', style.box, className)}
      {...props}
    >
      {style.icon}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {children && <div className="text-sm text-ink/80">{children}</div>}
      </div>
    </div>
  );
}
