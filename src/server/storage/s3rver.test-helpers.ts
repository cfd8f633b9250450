/**
 * A real S3 API on a free local port (s3rver, objects in a temporary folder),
 * and a client to read back what the app stored. It accepts any credentials.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import type { S3Settings } from '../config/config';

export interface FakeS3 {
  /** Settings for the app, with an existing bucket. */
  settings: S3Settings;
  /** Reads an object back, signed as the app would sign it. */
  get(key: string): Promise<Response>;
  close(): Promise<void>;
}

export async function startFakeS3(bucket = 'ajjir-test'): Promise<FakeS3> {
  const directory = mkdtempSync(join(tmpdir(), 'ajjir-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: 'https://photos.ajjir.test',
  };
  const client = new AwsClient({ ...settings, service: 's3', retries: 0 });
  return {
    settings,
    get: (key) => client.fetch(`${settings.endpoint}/${bucket}/${key}`),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
