/** Text a person typed, for a LIKE pattern: `%`, `_` and `\` stand for themselves. */
export function literalLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
