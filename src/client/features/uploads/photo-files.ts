import type { Language } from '@shared/constants';
import { localeOf } from '@shared/format';

/**
 * A small picture of a chosen photo while it uploads: decoded off the main
 * thread and drawn at most `size` pixels wide, as a data: address (an object
 * URL would have to be revoked, and the page's CSP lets images come from data:).
 * Null when the browser cannot decode the file; the server will say why.
 */
export async function drawPreview(file: File, size = 480): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, size / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch {
    return null;
  }
}

/** A file's size in megabytes, as the rules and the refusals say it. */
export function formatMegabytes(bytes: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit: 'megabyte',
    // "١٠ ميغابايت" reads better than the Arabic abbreviation; "10 MB" in English.
    unitDisplay: language === 'ar' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
}
