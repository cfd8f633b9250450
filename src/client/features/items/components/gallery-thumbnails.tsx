import { thumbnailOf } from '@shared/images';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemImage } from '../../../components/item-image';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';

/**
 * The gallery's thumbnails: buttons (Tab, Enter) that show their photo; arrow keys, Home and
 * End move between them in reading order, so the "next" arrow points left in Arabic.
 */
export function GalleryThumbnails({
  images,
  current,
  label,
  onSelect,
}: {
  images: readonly string[];
  current: number;
  /** The accessible name of the i-th photo. */
  label: (index: number) => string;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  const { dir } = useLanguage();
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;

  // Arrow keys follow the reading direction: the "next" photo is to the left in Arabic.
  const onThumbKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? current + 1
        : event.key === backward
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? total - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const wrapped = (target + total) % total;
    onSelect(wrapped);
    thumbs.current[wrapped]?.focus();
  };

  return (
    <ul
      aria-label={t('itemPage.gallery.thumbnails')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:gap-3 sm:px-0.5"
    >
      {images.map((url, i) => (
        <li key={`${url}-${i}`} className="shrink-0">
          <button
            ref={(element) => {
              thumbs.current[i] = element;
            }}
            type="button"
            aria-label={label(i)}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => onSelect(i)}
            onKeyDown={onThumbKeyDown}
            className={cn(
              'block cursor-pointer overflow-hidden rounded-xl ring-2 ring-offset-2 ring-offset-canvas transition',
              'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600',
              i === current ? 'ring-primary-700' : 'opacity-75 ring-transparent hover:opacity-100',
            )}
          >
            <ItemImage
              src={thumbnailOf(url)}
              alt=""
              width={160}
              height={120}
              loading="lazy"
              className="aspect-[4/3] w-20 bg-line object-cover sm:w-24"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
