import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Walks up from this module to the project root, so the same code finds the
 * committed files whether it runs from src/ (tsx, tests) or dist/ (bundled).
 */
function findUp(marker: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, marker))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find ${marker} above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

export const projectRoot = findUp('migrations/meta/_journal.json');
export const migrationsFolder = join(projectRoot, 'migrations');
