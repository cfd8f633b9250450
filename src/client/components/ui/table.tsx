import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A data table in a card: scrolls sideways inside its card (never the page)
 * when it is wider than the screen. Give it a `TableCaption` (read out by
 * screen readers; `sr-only` when the page's heading already says it) and
 * `Th scope="col"` headers. Numbers go in `Td numeric` (aligned at the end).
 */
export function Table({
  className,
  frameless = false,
  ...props
}: ComponentProps<'table'> & {
  /** Without the card and its scroll box: for a table inside a box of the caller's (or a hidden one). */
  frameless?: boolean;
}) {
  const table = <table className={cn('w-full border-collapse text-start text-sm', className)} {...props} />;
  if (frameless) return table;
  return <div className="overflow-x-auto rounded-card bg-surface shadow-card ring-1 ring-line">{table}</div>;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}

export function THead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-canvas/70 text-xs text-muted', className)} {...props} />;
}

export function TBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-line', className)} {...props} />;
}

/** A row; body rows tint on hover. */
export function Tr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors [tbody_&]:hover:bg-primary-50/40', className)} {...props} />;
}

export function Th({
  className,
  numeric = false,
  scope = 'col',
  ...props
}: ComponentProps<'th'> & { numeric?: boolean }) {
  return (
    <th
      scope={scope}
      className={cn(
        'whitespace-nowrap border-b border-line px-3 py-3 font-semibold sm:px-4',
        numeric ? 'text-end' : 'text-start',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, numeric = false, ...props }: ComponentProps<'td'> & { numeric?: boolean }) {
  return (
    <td
      className={cn(
        'px-3 py-3 align-middle sm:px-4',
        numeric ? 'whitespace-nowrap text-end tabular-nums' : 'text-start',
        className,
      )}
      {...props}
    />
  );
}
