import { describe, expect, it } from 'vitest';
import { thumbnailOf, uploadKey } from './images';

describe('thumbnailOf', () => {
  it('names the thumbnail of an upload, wherever it is stored, and leaves other addresses alone', () => {
    const id = '2f1c8e1a-3b4d-4c5e-8f90-1234567890ab';
    expect(thumbnailOf(`/${uploadKey(id, 'large')}`)).toBe(`/${uploadKey(id, 'thumb')}`);
    expect(thumbnailOf(`https://cdn.ajjir.sa/uploads/${id}.webp`)).toBe(
      `https://cdn.ajjir.sa/uploads/${id}-thumb.webp`,
    );
    expect(thumbnailOf('https://example.sa/photo.webp')).toBe('https://example.sa/photo.webp');
    expect(thumbnailOf('/images/demo/camping-1.svg')).toBe('/images/demo/camping-1.svg');
  });
});
