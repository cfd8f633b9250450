/**
 * Answers the photo uploads of component tests (POST /api/uploads goes through XMLHttpRequest, for
 * its progress: features/uploads/upload-image.ts) by standing in for XMLHttpRequest itself, not by
 * mocking the module: the component tests share their modules (vitest `isolate: false`), so a
 * module another file loaded first would keep its real upload whatever this file mocks.
 */
import type { UploadedImage } from '@shared/api-types';

/** Every upload until `restore()` is answered with `image`. */
export function stubUploads(image: UploadedImage): { restore: () => void; files: File[] } {
  const original = globalThis.XMLHttpRequest;
  const files: File[] = [];
  class UploadRequest extends EventTarget {
    status = 0;
    statusText = '';
    responseText = '';
    responseType = '';
    withCredentials = false;
    readonly upload = new EventTarget();
    open(): void {}
    setRequestHeader(): void {}
    abort(): void {
      this.dispatchEvent(new Event('abort'));
    }
    send(body: FormData): void {
      files.push(body.get('file') as File);
      queueMicrotask(() => {
        this.status = 201;
        this.responseText = JSON.stringify(image);
        this.dispatchEvent(new Event('load'));
      });
    }
  }
  globalThis.XMLHttpRequest = UploadRequest as unknown as typeof XMLHttpRequest;
  return {
    files,
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
}
