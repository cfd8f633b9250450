/**
 * Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), written
 * with signed path-style PUTs and read by browsers from S3_PUBLIC_URL (the
 * bucket's public address or a CDN in front of it).
 */
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../config/config';
import type { PhotoStorage } from './photo-storage';

/** A person is waiting for the answer: give up rather than hang. */
const PUT_TIMEOUT_MS = 20_000;
/** aws4fetch retries 5xx and 429 answers with backoff; its default of 10 would outlast the timeout. */
const RETRIES = 2;

export class S3Storage implements PhotoStorage {
  private readonly client: AwsClient;

  constructor(
    private readonly settings: S3Settings,
    private readonly cacheControl: string,
  ) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
      retries: RETRIES,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.client.fetch(this.objectUrl(key), {
      method: 'PUT',
      // A copy: fetch's types take only views of a plain ArrayBuffer (a Buffer may share a pool).
      body: new Uint8Array(body),
      headers: { 'content-type': contentType, 'cache-control': this.cacheControl },
      signal: AbortSignal.timeout(PUT_TIMEOUT_MS),
    });
    if (!response.ok) {
      // S3 explains refusals in a short XML body (NoSuchBucket, AccessDenied…): keep it for the log.
      const detail = (await response.text()).slice(0, 500);
      throw new Error(`S3 PUT ${key} answered ${response.status}: ${detail}`);
    }
  }

  urlOf(key: string): string {
    return `${this.settings.publicUrl}/${key}`;
  }

  /**
   * S3 answers 204 whether or not the object was there; some compatible services answer 404
   * NoSuchKey, which is as good. A missing bucket (404 NoSuchBucket) is a fault, not a removal.
   */
  async remove(key: string): Promise<void> {
    const response = await this.client.fetch(this.objectUrl(key), {
      method: 'DELETE',
      signal: AbortSignal.timeout(PUT_TIMEOUT_MS),
    });
    if (response.ok) return;
    const detail = (await response.text()).slice(0, 500);
    if (response.status === 404 && detail.includes('NoSuchKey')) return;
    throw new Error(`S3 DELETE ${key} answered ${response.status}: ${detail}`);
  }

  /** Path-style (endpoint/bucket/key): works with every S3-compatible service, whatever the bucket's name. */
  private objectUrl(key: string): string {
    return `${this.settings.endpoint}/${this.settings.bucket}/${key}`;
  }
}
