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

/** Separators a file's name may be cut after: its words' ends. */
const NAME_BREAKS = [' ', '-', '_', '.'];

/**
 * A file's name short enough for one line on a phone: whole when it fits `max` characters, else its
 * start (cut at the end of a word when there is one in its second half), "…" and its extension, so
 * "holiday-photos-from-the-desert-trip.heic" reads "holiday-photos-from-the…heic"
 * and the kind of file stays in view.
 */
export function shortFileName(name: string, max = 28): string {
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 6 ? name.slice(dot + 1) : '';
  const room = max - Array.from(extension).length - 1;
  const start = characters.slice(0, room).join('');
  const boundary = Math.max(...NAME_BREAKS.map((separator) => start.lastIndexOf(separator)));
  const cut = boundary >= room / 2 ? start.slice(0, boundary) : start;
  return `${cut}…${extension}`;
}
