/** Multipart bodies and real images for the upload tests. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}
export interface FieldPart {
  field: string;
  value: string;
}

/** A multipart/form-data body as a browser's FormData sends it, for `inject({ payload, headers })`. */
export function multipartBody(parts: (FilePart | FieldPart)[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----ajjir${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    return [Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type Format = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** A flat-coloured picture of the given size, encoded as `format`. */
export function picture(format: Format, width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0f5f58' } })
    .toFormat(format)
    .toBuffer();
}

export const photoPart = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FilePart => ({
  filename,
  contentType,
  data,
});
