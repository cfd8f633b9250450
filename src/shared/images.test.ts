import { describe, expect, it } from 'vitest';
import { isAllowedImageUrl, photoSrcSet, thumbnailOf, uploadKey } from './images';

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
});

describe('isAllowedImageUrl', () => {
  const upload = '/uploads/9f86d081884c7d659a2feaa0c55ad015.webp';
  const hosts = ['https://photos.ajjir.test', 'https://cdn.example.sa/ajjir'];

  it('takes our own paths, and addresses under a configured image host', () => {
    expect(isAllowedImageUrl(upload, [])).toBe(true);
    expect(isAllowedImageUrl('/images/demo/camping-1.svg', [])).toBe(true);
    expect(isAllowedImageUrl(`https://photos.ajjir.test${upload}`, hosts)).toBe(true);
    expect(isAllowedImageUrl('https://cdn.example.sa/ajjir/tent.jpg', hosts)).toBe(true);
  });

  it.each([
    'https://tracker.example/p.png',
    `https://photos.ajjir.test.tracker.example${upload}`,
    'https://cdn.example.sa/ajjir-other/tent.jpg',
    'https://cdn.example.sa/ajjir/../other/tent.jpg',
    'https://user@photos.ajjir.test/x.webp',
    `//photos.ajjir.test${upload}`,
    'http://photos.ajjir.test/x.webp',
    '/uploads/../api/auth/logout',
    '/favicon.svg',
  ])('refuses %s', (address) => {
    expect(isAllowedImageUrl(address, hosts)).toBe(false);
  });
});
