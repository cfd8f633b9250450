import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A photo tile's box. A large one (the cover, or the first upload while
 * there is no cover yet) spans two columns, and two rows on wider screens.
 */
export function tileBoxClass(large: boolean): string {
  return cn(
    'flex flex-col overflow-hidden rounded-xl bg-surface ring-1 ring-line',
    large && 'col-span-2 sm:row-span-2',
  );
}

/** Where a tile's picture goes: 4:3, or in a large tile on wider screens, the height of its two rows. */
export function tilePictureClass(large: boolean): string {
  return cn(
    'relative bg-canvas',
    large ? 'aspect-[4/3] sm:aspect-auto sm:min-h-48 sm:flex-1' : 'aspect-[4/3]',
  );
}

/** An icon button on a tile; its label is also its tooltip. */
export function TileButton({
  label,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'aria-label'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'grid size-9 cursor-pointer place-items-center rounded-md text-ink transition-colors hover:bg-primary-50 hover:text-primary-800',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
        'disabled:pointer-events-none disabled:opacity-35',
        className,
      )}
      {...props}
    />
  );
}
