import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of the build, which
 * the server sends as they are (preCompressed, src/server/http/client.ts): smaller than compressing
 * on the fly, and no work per request. Source maps and the manifest are left alone.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ajjir:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((file) => !file.includes(`${outDir}/.vite/`));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < 256) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: 9 }),
          ]);
          if (br.length < body.length) await writeFile(`${file}.br`, br);
          if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  root: path('./src/client'),
  publicDir: path('./public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@shared': path('./src/shared'),
      '@client': path('./src/client'),
    },
  },
  build: {
    outDir: path('./dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 0,
    // .vite/manifest.json: the chunk graph. The server reads it to preload each page's code
    // (http/client.ts) and scripts/check-client-budget.mjs to prove that the entry's static imports
    // leave out the heavy parts (admin, chart, map, calendar). Not served (a dot folder).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one file with it: fewer requests before the
        // first render, and one compression context (smaller than a dozen small files).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});
