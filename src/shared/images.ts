/**
 * Photos we store are re-encoded to WebP in two sizes under one name:
 * `…/uploads/<uuid>.webp` (large, what items keep in `images`) and
 * `…/uploads/<uuid>-thumb.webp` (for cards and thumbnails). Addresses typed
 * by hand have no thumbnail and are used as they are.
 */
const UPLOADED = /\/uploads\/([0-9a-f-]{36})\.webp$/;

export function uploadKey(id: string, size: 'large' | 'thumb'): string {
  return size === 'large' ? `uploads/${id}.webp` : `uploads/${id}-thumb.webp`;
}

export function thumbnailOf(url: string): string {
  return url.replace(UPLOADED, '/uploads/$1-thumb.webp');
}
