// The architecture's boundaries (.dependency-cruiser.cjs), checked as `npm run check` checks
// everything else: a warning fails it as an error does. dependency-cruiser's own exit code counts
// errors only, so a rule set to "warn" (or a warning about the set-up) would pass without a word.
// One cruise, written as JSON; its violations printed as `depcruise --output-type err` prints
// them; then the counts decide.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = (name) => join(import.meta.dirname, '..', 'node_modules', '.bin', name);
/** 0 when the boundaries hold with neither an error nor a warning. */
function check(json) {
  const cruise = spawnSync(
    bin('depcruise'),
    ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json', '--output-to', json],
    { stdio: 'inherit' },
  );
  // The JSON reporter exits 0 whatever it found: anything else is a cruise that could not run.
  if (cruise.status !== 0) return 1;
  spawnSync(bin('depcruise-fmt'), ['--output-type', 'err', json], { stdio: 'inherit' });
  const { summary, modules } = JSON.parse(readFileSync(json, 'utf8'));
  const cycles = serverFeatureCycles(modules);
  for (const cycle of cycles) {
    console.error(`  error server-features-one-way: ${cycle.join(' → ')}`);
  }
  if (summary.error + summary.warn + cycles.length === 0) return 0;
  console.error(
    `${summary.error + cycles.length} errors and ${summary.warn} warnings: npm run check fails on both.`,
  );
  return 1;
}

const FEATURE = /^src\/server\/features\/([^/]+)\//;
const TEST = /\.test\.ts$|\.test-helpers\.ts$|\/test-fixtures\.ts$/;

/**
 * Server features depend on each other one way only (docs/architecture.md, "Boundaries"): each
 * feature a node, each import (type-only ones too; tests aside) an edge; every cycle among them is
 * answered, as the features it passes through. dependency-cruiser sees cycles of modules only, and
 * two features can use each other through their entries without any module cycle.
 */
function serverFeatureCycles(modules) {
  const edges = new Map();
  for (const module of modules) {
    const from = FEATURE.exec(module.source)?.[1];
    if (!from || TEST.test(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = FEATURE.exec(dependency.resolved)?.[1];
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  const cycles = [];
  const state = new Map();
  const path = [];
  const visit = (feature) => {
    state.set(feature, 'open');
    path.push(feature);
    for (const next of edges.get(feature) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(feature, 'done');
  };
  for (const feature of [...edges.keys()].sort()) if (!state.has(feature)) visit(feature);
  return cycles;
}

const dir = mkdtempSync(join(tmpdir(), 'ajjir-boundaries-'));
try {
  process.exitCode = check(join(dir, 'cruise.json'));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
