import { type ImgHTMLAttributes, useState } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * An item photo that falls back to the default image when its URL fails to load (docs/product.md, "Pages").
 * Decoded off the main thread; callers say whether it is lazy (below the fold) or the page's main
 * picture (eager, fetchPriority high), and give uploaded photos a srcSet and sizes (photoSrcSet).
 */
export function ItemImage({
  src,
  srcSet,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...props}
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      srcSet={failed ? undefined : srcSet}
      alt={alt}
      onError={() => setFailed(true)}
      decoding="async"
    />
  );
}
