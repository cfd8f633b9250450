/**
 * The production server's entry holds no sandbox (docs/decisions/0047, "Sandboxes out of production
 * code"): the Moyasar sandbox is built into a chunk of its own, which the entry reaches only by the
 * dynamic import that register.ts makes when the configuration asks for the sandbox.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';

/** Words only the sandbox says: its hosted page, its test cards, its keys. */
const SANDBOX_MARKERS = [
  'sk_test_sandbox',
  'Moyasar-compatible sandbox',
  '4201320111111010',
  'Fault injected by the sandbox',
];

let outdir: string;
let metafile: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  outdir = mkdtempSync(join(tmpdir(), 'ajjir-build-'));
  metafile = await buildServer(outdir);
}, 120_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const outputOf = (entry: string) => {
  const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entry);
  if (!found) throw new Error(`No output for ${entry}`);
  return { path: found[0], output: found[1] };
};

describe('the production build', () => {
  it('keeps every sandbox module out of the entry and out of what it imports statically', () => {
    const main = outputOf('src/server/main.ts');
    const seen = new Set<string>();
    const reachable = [main.path];
    while (reachable.length > 0) {
      const path = reachable.pop() as string;
      if (seen.has(path)) continue;
      seen.add(path);
      const output = metafile.outputs[path];
      for (const input of Object.keys(output?.inputs ?? {})) expect(input).not.toMatch(/^src\/sandboxes\//);
      for (const imported of output?.imports ?? []) {
        if (imported.kind === 'import-statement' && !imported.external) reachable.push(imported.path);
      }
    }
    const text = readFileSync(main.path, 'utf8');
    for (const marker of SANDBOX_MARKERS) expect(text).not.toContain(marker);
  });

  it('builds the sandbox into a chunk the entry loads by a dynamic import only', () => {
    const chunks = Object.entries(metafile.outputs).filter(([, output]) =>
      Object.keys(output.inputs).some((input) => input.startsWith('src/sandboxes/moyasar/')),
    );
    expect(chunks).toHaveLength(1);
    const [chunkPath] = chunks[0] as [string, unknown];
    const main = outputOf('src/server/main.ts');
    const toChunk = main.output.imports.filter((imported) => imported.path === chunkPath);
    expect(toChunk.map((imported) => imported.kind)).toEqual(['dynamic-import']);
    expect(readFileSync(chunkPath, 'utf8')).toContain('sk_test_sandbox');
    expect(relative(outdir, chunkPath)).toMatch(/^chunks\//);
  });

  it.each(['nafath', 'sms', 'wathq'])(
    'builds the %s sandbox apart too, loaded by a dynamic import only',
    (name) => {
      const chunks = Object.entries(metafile.outputs).filter(([, output]) =>
        Object.keys(output.inputs).some((input) => input.startsWith(`src/sandboxes/${name}/`)),
      );
      expect(chunks).toHaveLength(1);
      const [chunkPath] = chunks[0] as [string, unknown];
      const main = outputOf('src/server/main.ts');
      const toChunk = main.output.imports.filter((imported) => imported.path === chunkPath);
      expect(toChunk.map((imported) => imported.kind)).toEqual(['dynamic-import']);
    },
  );
});
