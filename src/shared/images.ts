/**
 * Photos we store are re-encoded to WebP in two sizes under one name:
 * `…/uploads/<name>.webp` (large, what items keep in `images`) and
 * `…/uploads/<name>-thumb.webp` (for cards and thumbnails). The name is the
 * large photo's content hash (32 hex digits); photos stored before that have
 * a uuid. Addresses typed by hand have no thumbnail and are used as they are.
 */
export const UPLOAD_NAME = '(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
const UPLOADED = new RegExp(`/uploads/(${UPLOAD_NAME})\\.webp$`);

export function uploadKey(id: string, size: 'large' | 'thumb'): string {
  return size === 'large' ? `uploads/${id}.webp` : `uploads/${id}-thumb.webp`;
}

export function thumbnailOf(url: string): string {
  return url.replace(UPLOADED, '/uploads/$1-thumb.webp');
}

/** The widths of the stored WebP sizes (PHOTO_SIZES in the server's image processing), for srcset. */
export const PHOTO_WIDTHS = { large: 1600, thumb: 480 } as const;

/**
 * A `srcset` offering both stored sizes of an uploaded photo, so the browser
 * downloads the smaller one wherever it is sharp enough (with `sizes` saying how
 * wide the picture is shown). Undefined for other addresses (the demo's
 * drawings, addresses typed by hand), which come in one size.
 */
export function photoSrcSet(url: string): string | undefined {
  if (!UPLOADED.test(url)) return undefined;
  return `${thumbnailOf(url)} ${PHOTO_WIDTHS.thumb}w, ${url} ${PHOTO_WIDTHS.large}w`;
}

/** How wide an item's main photo is shown (item-gallery.tsx): the page's width on phones, its main column from lg. */
export const GALLERY_SIZES = '(min-width: 1280px) 784px, (min-width: 1024px) calc(100vw - 464px), 100vw';

/** How wide an item card's photo is shown (item-card.tsx): half the page on phones, a quarter of it from lg. */
export const CARD_SIZES = '(min-width: 1024px) 290px, 50vw';
