/**
 * Migrates one PGlite database and dumps it; every test file starts its own
 * database from that dump (about 1 s) instead of running initdb and the
 * migrations again (about 4 s). Its closed data directory stays too, for tests
 * of code that opens a DATA_DIR itself: a copy of it costs no database start.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'ajjir-pglite-'));
  const template = await openPglite({ dataDir: join(dir, 'template') });
  await template.migrate();
  const dump = await template.dump!();
  await template.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgliteTemplateDir', join(dir, 'template'));
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteTemplateDir: string;
    postgresTemplate: string;
  }
}
