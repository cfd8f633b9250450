/**
 * POST /api/uploads: one photo per request, as multipart/form-data in the
 * field `file`. XMLHttpRequest rather than fetch, because only it reports how
 * much of the body has been sent (the progress bar of each photo).
 */
import type { UploadedImage } from '@shared/api-types';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import type { ApiErrorBody } from '@shared/errors';
import { ApiError } from '../../lib/api';

/** The photos the server accepts (it checks the bytes too): what the file picker offers. */
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_PHOTO_TYPES.join(',');

/** Why a file is refused before it is sent, or null when it may go. */
export type PhotoRefusal = 'not_a_photo' | 'too_large' | 'empty';

export function checkPhotoFile(file: { type: string; size: number }): PhotoRefusal | null {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'not_a_photo';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'too_large';
  return null;
}

export interface UploadOptions {
  /** Called as the body goes out, with the share sent (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseBody(text: string): ApiErrorBody | undefined {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' && 'code' in parsed ? (parsed as ApiErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends one photo. Resolves with the stored photo's addresses; rejects with
 * an ApiError (413 too large, 415 not a photo, 429 too many…), a TypeError
 * when the network failed (as fetch would), or a DOMException AbortError.
 */
export function uploadImage(file: File, { onProgress, signal }: UploadOptions = {}): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('accept', 'application/json');

    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(text) as UploadedImage);
        } catch {
          reject(new ApiError(xhr.status, text, undefined));
        }
        return;
      }
      reject(new ApiError(xhr.status, text || xhr.statusText, parseBody(text)));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new TypeError('The upload could not reach the server'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });

    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
