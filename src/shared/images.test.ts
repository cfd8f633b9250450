import { describe, expect, it } from 'vitest';
import { PHOTO_SIZES } from '../server/features/uploads/image-processing';
import { PHOTO_WIDTHS, photoSrcSet, thumbnailOf, uploadKey } from './images';

describe('thumbnailOf', () => {
  it.each([
    ['a content hash', '9f86d081884c7d659a2feaa0c55ad015'],
    ['an older uuid', '2f1c8e1a-3b4d-4c5e-8f90-1234567890ab'],
  ])(
    'names the thumbnail of an upload named by %s, wherever it is stored, and leaves other addresses alone',
    (_, id) => {
      expect(thumbnailOf(`/${uploadKey(id, 'large')}`)).toBe(`/${uploadKey(id, 'thumb')}`);
      expect(thumbnailOf(`https://cdn.ajjir.sa/uploads/${id}.webp`)).toBe(
        `https://cdn.ajjir.sa/uploads/${id}-thumb.webp`,
      );
      expect(thumbnailOf('https://example.sa/photo.webp')).toBe('https://example.sa/photo.webp');
      expect(thumbnailOf('/images/demo/camping-1.svg')).toBe('/images/demo/camping-1.svg');
      expect(thumbnailOf('/uploads/9f86d081884c7d659a2feaa0c55ad01.webp')).toBe(
        '/uploads/9f86d081884c7d659a2feaa0c55ad01.webp',
      );
    },
  );
});

describe('photoSrcSet', () => {
  it('offers the thumbnail and the large size of an upload, and nothing for other addresses', () => {
    const id = '2f1c8e1a-3b4d-4c5e-8f90-1234567890ab';
    expect(photoSrcSet(`/uploads/${id}.webp`)).toBe(
      `/uploads/${id}-thumb.webp 480w, /uploads/${id}.webp 1600w`,
    );
    expect(photoSrcSet(`https://cdn.ajjir.sa/uploads/${id}.webp`)).toBe(
      `https://cdn.ajjir.sa/uploads/${id}-thumb.webp 480w, https://cdn.ajjir.sa/uploads/${id}.webp 1600w`,
    );
    expect(photoSrcSet('/images/demo/camping-1.svg')).toBeUndefined();
    expect(photoSrcSet('https://example.sa/photo.webp')).toBeUndefined();
  });

  it('names the widths the server stores', () => {
    expect(PHOTO_WIDTHS).toEqual(PHOTO_SIZES);
  });
});
