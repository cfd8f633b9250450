import { describe, expect, it } from 'vitest';
import { imageUrlSchema } from './items';

describe('imageUrlSchema', () => {
  it.each([
    '/uploads/9f86d081884c7d659a2feaa0c55ad015.webp',
    '/uploads/2f1c8e1a-3b4d-4c5e-8f90-1234567890ab.webp',
    '/images/demo/camping-1.svg',
    'https://cdn.example.sa/tent.jpg',
  ])('accepts %s', (url) => {
    expect(imageUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([
    '/uploads/9f86d081884c7d659a2feaa0c55ad015-thumb.webp',
    '/uploads/9f86d081884c7d659a2feaa0c55ad0.webp',
    '/uploads/../secret.webp',
    'http://example.sa/tent.jpg',
    'javascript:alert(1)',
    '//other-host.example/x.png',
    '/api/users/me',
    'https://user:secret@cdn.example.sa/x.png',
  ])('refuses %s', (url) => {
    expect(imageUrlSchema.safeParse(url).success).toBe(false);
  });

  it('keeps an https address as it normalises, the value the server then checks', () => {
    expect(imageUrlSchema.parse(' https://CDN.example.sa/a/../tent.jpg ')).toBe(
      'https://cdn.example.sa/tent.jpg',
    );
  });
});
