// Bundles the server into dist/server/main.js and the operators' command
// into dist/server/create-admin.js. npm packages stay external (they are
// installed next to it); our own TypeScript is compiled in.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', 'create-admin': 'src/server/cli/create-admin.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
