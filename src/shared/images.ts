/**
 * Photos we store are re-encoded to WebP in two sizes under one name:
 * `…/uploads/<name>.webp` (large, what items keep in `images`) and
 * `…/uploads/<name>-thumb.webp` (for cards and thumbnails). The name is the
 * large photo's content hash (32 hex digits); photos stored before that have
 * a uuid. Addresses typed by hand have no thumbnail and are used as they are.
 */
export const UPLOAD_NAME = '(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
const UPLOADED = new RegExp(`/uploads/(${UPLOAD_NAME})\\.webp$`);

/**
 * A photo of ours on this server: an upload (large size) kept in DATA_DIR, or one of the demo's
 * drawings. Nothing else is a same-origin picture: not `//other-host/x` (a protocol-relative
 * address is another host), not a path of the app (docs/decisions/0034).
 */
const OWN_IMAGE_PATH = new RegExp(`^/(uploads/${UPLOAD_NAME}\\.webp|images/demo/[\\w-]+\\.svg)$`);

/**
 * An https address as a browser would load it (normalised: `..` resolved, host in lower case), or
 * null: absolute, https, without credentials. Decisions are made on this value, and it is what is kept.
 */
export function httpsAddress(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === 'https:' && !url.username && !url.password ? url : null;
}

/** A photo address as it is kept: an own path as it is, an https address normalised; null if neither. */
export function normalizedImageAddress(text: string): string | null {
  if (OWN_IMAGE_PATH.test(text)) return text;
  return httpsAddress(text)?.href ?? null;
}

/**
 * Whether a photo or profile picture address (normalised) is one the app serves: an own path, or
 * an address under one of the configured image hosts (`imageHosts`: base addresses such as the
 * photo bucket's public address, without a trailing slash). Any other address would let whoever
 * chose it learn the network address of everyone who views the picture.
 */
export function isAllowedImageUrl(address: string, imageHosts: readonly string[]): boolean {
  if (OWN_IMAGE_PATH.test(address)) return true;
  const url = httpsAddress(address);
  return url !== null && url.href === address && imageHosts.some((host) => address.startsWith(`${host}/`));
}

export function uploadKey(id: string, size: 'large' | 'thumb'): string {
  return size === 'large' ? `uploads/${id}.webp` : `uploads/${id}-thumb.webp`;
}

export function thumbnailOf(url: string): string {
  return url.replace(UPLOADED, (_path, name: string) => `/uploads/${name}-thumb.webp`);
}

/** The widths of the stored WebP sizes: the server encodes them (image-processing.ts), srcset names them. */
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
