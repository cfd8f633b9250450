import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import { createStorage } from './storage';

describe('createStorage', () => {
  it('keeps photos in the configured folder, or in the bucket when S3 is configured', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ajjir-storage-'));
    try {
      expect(createStorage({ kind: 'local', dir })).toBeInstanceOf(LocalStorage);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const s3 = createStorage({
      kind: 's3',
      s3: {
        endpoint: 'https://s3.example.sa',
        region: 'auto',
        bucket: 'photos',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example.sa',
      },
    });
    expect(s3).toBeInstanceOf(S3Storage);
    expect(s3.urlOf('uploads/x.webp')).toBe('https://cdn.example.sa/uploads/x.webp');
  });
});
