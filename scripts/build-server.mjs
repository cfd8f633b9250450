// Bundles the server into dist/server/main.js and the operators' command
// into dist/server/create-admin.js. npm packages stay external (they are
// installed next to it); our own TypeScript is compiled in.
//
// Code split: what the server loads by a dynamic import (the sandboxes of
// outside services, docs/decisions/0047) goes into chunks of its own beside
// the entries, so a server configured for the real services never loads it
// and its entry holds none of it (scripts/build-server.test.ts reads it).
import { build } from 'esbuild';

/** Builds the server into `outdir`; answers esbuild's metafile (what went where). */
export async function buildServer(outdir = 'dist/server') {
  const result = await build({
    entryPoints: { main: 'src/server/main.ts', 'create-admin': 'src/server/cli/create-admin.ts' },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    target: 'node22',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
