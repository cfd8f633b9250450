import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects).
 * There is no tailwind-merge here, so a caller's `className` is placed last
 * and components avoid defaults that a caller would need to override.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
