// The one Node line the project supports: package.json's engines (^22.x), the Dockerfile's image
// (node:22) and the node package in devDependencies, whose node_modules/.bin/node every npm script
// finds first on PATH (docs/decisions/0038-one-node-line.md). Run directly, it fails when this
// process is on another line: scripts/test-all.sh asks it once its install is done (every later
// stage has the same PATH), and the end-to-end server imports it, so a run that would quietly use
// the machine's own Node stops instead. scripts/node-line.test.ts checks the Vitest workers.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageJson = new URL('../package.json', import.meta.url);

/** The major version package.json's engines names ("^22.13.0" → 22). */
export function supportedNodeMajor() {
  const range = JSON.parse(readFileSync(packageJson, 'utf8')).engines.node;
  const major = /^\^(\d+)\./.exec(range)?.[1];
  if (!major) throw new Error(`package.json engines.node should be one line (^N.x), not "${range}"`);
  return Number(major);
}

/** Stops the process, saying why, when it runs on another line than the supported one. */
export function requireNodeLine(what) {
  const supported = supportedNodeMajor();
  const running = Number(process.versions.node.split('.')[0]);
  if (running === supported) return;
  console.error(
    `${what} runs on Node ${process.version}, but the project supports Node ${supported} only ` +
      '(package.json engines). Run it through npm (npm run, npx), which finds node_modules/.bin/node ' +
      'first, after npm install.',
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  requireNodeLine(process.argv[2] ?? 'This step');
  console.log(process.version);
}
