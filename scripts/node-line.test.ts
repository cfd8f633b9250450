import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const majorOf = (range: string | undefined) => Number(/(\d+)/.exec(range ?? '')?.[1]);
/** The line engines names, as scripts/node-line.mjs reads it. */
const supportedNodeMajor = () => majorOf(packageJson.engines.node);

// One supported Node line, said alike everywhere (docs/decisions/0038-one-node-line.md).
describe('one Node line', () => {
  const line = supportedNodeMajor();

  it('is the line of the Dockerfile, the node package CI runs, its types, the server build and the README', () => {
    expect(packageJson.engines.node).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(read('Dockerfile')).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${line}-`, 'm'));
    expect(majorOf(packageJson.devDependencies.node)).toBe(line);
    expect(majorOf(packageJson.devDependencies['@types/node'])).toBe(line);
    expect(read('scripts/build-server.mjs')).toContain(`target: 'node${line}'`);
    const readme = read('README.md');
    expect(readme).toContain(`Node.js ${line}`);
    expect(readme).not.toMatch(new RegExp(`Node(?:\\.js)? (?!${line}\\b)\\d{2}(?:\\.\\d+)*\\+`));
  });

  it('runs these tests (a Vitest worker) on that line, and CI through npm, which puts it first on PATH', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(line);
    expect(read('.ci/run')).toMatch(/^npm run test:all$/m);
    expect(read('scripts/test-all.sh')).toContain('node scripts/node-line.mjs');
    expect(read('scripts/e2e-server.mjs')).toContain('requireNodeLine(');
  });
});
