import { type ImgHTMLAttributes, useState } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** An item photo that falls back to the default image when its URL fails to load (SPEC section 2). */
export function ItemImage({ src, alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...props}
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      onError={() => setFailed(true)}
      decoding="async"
    />
  );
}
