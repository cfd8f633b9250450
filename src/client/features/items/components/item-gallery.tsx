import { formatNumber } from '@shared/format';
import { GALLERY_SIZES, photoSrcSet } from '@shared/images';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemImage } from '../../../components/item-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { GalleryThumbnails } from './gallery-thumbnails';

const arrowButton =
  'absolute top-1/2 grid size-10 -translate-y-1/2 cursor-pointer place-items-center rounded-full bg-surface/90 text-ink shadow-card backdrop-blur ' +
  'transition hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

/**
 * Photo-first gallery: a large photo with the thumbnails below (gallery-thumbnails.tsx).
 * No photo at all shows the placeholder.
 */
export function ItemGallery({
  title,
  images,
  overlay,
}: {
  title: string;
  images: readonly string[];
  /** Drawn over the photo's top end corner (the favourite button). */
  overlay?: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [index, setIndex] = useState(0);
  const total = images.length;
  const current = Math.min(index, Math.max(total - 1, 0));
  const many = total > 1;
  const label = (i: number) =>
    t('itemPage.gallery.photo', {
      index: formatNumber(i + 1, language),
      total: formatNumber(total, language),
    });

  const show = (next: number) => setIndex((next + total) % total);

  return (
    <section aria-label={t('itemPage.gallery.label')} className="flex flex-col gap-3">
      <div className="relative -mx-4 overflow-hidden bg-line sm:mx-0 sm:rounded-card">
        <ItemImage
          // A new photo gets a fresh fallback state: one broken photo must not hide the next.
          key={images[current] ?? 'none'}
          // The same src, srcSet and sizes as the server's preload of the first photo (seo.ts).
          src={images[current]}
          srcSet={images[current] && photoSrcSet(images[current])}
          sizes={GALLERY_SIZES}
          alt={
            total > 0
              ? t('itemPage.gallery.photoAlt', {
                  title,
                  index: formatNumber(current + 1, language),
                  total: formatNumber(total, language),
                })
              : ''
          }
          width={800}
          height={600}
          fetchPriority="high"
          className="aspect-[4/3] w-full object-cover lg:aspect-[16/10]"
        />
        {overlay && <div className="absolute end-3 top-3 sm:end-4 sm:top-4">{overlay}</div>}
        {many && (
          <>
            <button
              type="button"
              onClick={() => show(current - 1)}
              aria-label={t('itemPage.gallery.previous')}
              className={cn(arrowButton, 'start-3 sm:start-4')}
            >
              <ChevronLeft className="flip-rtl size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => show(current + 1)}
              aria-label={t('itemPage.gallery.next')}
              className={cn(arrowButton, 'end-3 sm:end-4')}
            >
              <ChevronRight className="flip-rtl size-5" aria-hidden="true" />
            </button>
            <p
              aria-live="polite"
              className="absolute end-3 bottom-3 rounded-full bg-ink/70 px-2.5 py-0.5 text-xs font-medium text-white sm:end-4 sm:bottom-4"
            >
              {label(current)}
            </p>
          </>
        )}
      </div>
      {many && <GalleryThumbnails images={images} current={current} label={label} onSelect={setIndex} />}
    </section>
  );
}

export function ItemGallerySkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      <Skeleton className="-mx-4 aspect-[4/3] rounded-none sm:mx-0 sm:rounded-card lg:aspect-[16/10]" />
      <div className="flex gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/3] w-20 rounded-xl sm:w-24" />
        ))}
      </div>
    </div>
  );
}
