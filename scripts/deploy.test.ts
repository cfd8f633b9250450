/**
 * Keeps the packaging honest: the Dockerfile, compose.yaml, deploy/Caddyfile, deploy/.env.example
 * and scripts/check-production-start.sh against what the server actually reads. Each check is a
 * function that lists problems; it is run on the real files (no problems expected) and on a broken
 * sample (the problem expected), so every check is seen to be able to fail.
 */
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Compose's ${NAME} substitution is what these strings are about.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config/config';
import { migrationsFolder, projectRoot } from '../src/server/db/paths';

const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8');

// None of our dependencies parses YAML; Playwright (a pinned dev dependency) ships `yaml` 2 in its
// bundle. Adding `yaml` to devDependencies would let this import it by name.
const { yaml } = createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as {
  yaml: { parse(text: string, options?: { merge?: boolean }): unknown };
};

type EnvironmentValue = string | number | boolean | null;
interface ComposeService {
  build?: unknown;
  image?: string;
  environment?: Record<string, EnvironmentValue> | string[];
  ports?: unknown[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: unknown;
  restart?: string;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
}

/** compose.yaml as Compose reads it (YAML merge keys included: the apps share `<<: *app`). */
function parseCompose(text: string): ComposeFile {
  return yaml.parse(text, { merge: true }) as ComposeFile;
}

/** A service's environment as name → value, from either of Compose's two spellings. */
function environmentOf(service: ComposeService): Record<string, string> {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const at = entry.indexOf('=');
        return at === -1 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [name, value === null ? '' : String(value)]),
  );
}

/** The services built from this repository: the app instances. */
function appServices(compose: ComposeFile): [string, ComposeService][] {
  return Object.entries(compose.services).filter(([, service]) => service.build !== undefined);
}

// ---------------------------------------------------------------------------------------------
// What the server reads

/**
 * The variables the server reads: the keys of config.ts's envSchema (not exported, so read from
 * the source) and the few main.ts reads from process.env itself (CLIENT_DIR).
 */
/** The variables an envSchema of a config file names (config.ts, config/verification-config.ts). */
function schemaVariables(configSource: string): string[] {
  const start = configSource.indexOf('const envSchema = z.object({');
  const end = configSource.indexOf('\n});', start);
  if (start === -1 || end === -1) throw new Error('config: cannot find `const envSchema = z.object({ … });`');
  const schema = configSource.slice(start, end);
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] as string);
}

/** The variables the server's configuration schemas declare (config.ts and its parts), and main.ts reads. */
function serverVariables(schemaSources: string[], mainSource: string): Set<string> {
  const names = schemaSources.flatMap((source) => [...schemaVariables(source)]);
  const fromMain = [...mainSource.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map(
    (match) => match[1] as string,
  );
  return new Set([...names, ...fromMain]);
}

function unknownVariableProblems(
  environments: Record<string, Record<string, string>>,
  known: Set<string>,
): string[] {
  return Object.entries(environments).flatMap(([where, environment]) =>
    Object.keys(environment)
      .filter((name) => !known.has(name))
      .map((name) => `${where}: ${name} is not a variable the server reads (src/server/config/config.ts)`),
  );
}

// ---------------------------------------------------------------------------------------------
// Compose's variable substitution

interface Reference {
  name: string;
  /** ':?' and '?' refuse to start when unset (':?' when empty too); ':-' and '-' give a default. */
  operator: ':?' | '?' | ':-' | '-' | '';
  argument: string;
}

/** Every ${NAME…} in the text; $${…} is an escaped dollar, left to the container. */
function references(text: string): Reference[] {
  return [...text.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)(:\?|\?|:-|-)?([^}]*)\}/g)].map((match) => ({
    name: match[1] as string,
    operator: (match[2] ?? '') as Reference['operator'],
    argument: match[3] ?? '',
  }));
}

/** Substitutes variables as Compose does; a required one that is missing throws, naming it. */
function interpolate(value: string, variables: Record<string, string | undefined>): string {
  return value
    .replace(
      /(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)(:\?|\?|:-|-)?([^}]*)\}/g,
      (_whole, name: string, operator, argument) => {
        const current = variables[name];
        const unset = current === undefined;
        const empty = unset || current === '';
        if (operator === ':?' && empty) throw new Error(`${name}: ${argument}`);
        if (operator === '?' && unset) throw new Error(`${name}: ${argument}`);
        if (operator === ':-' && empty) return argument;
        if (operator === '-' && unset) return argument;
        return current ?? '';
      },
    )
    .replaceAll('$$', '$');
}

/** The values an operator is told to set, and the secrets a test fills in for them. */
const REQUIRED_SETTINGS = [
  'PUBLIC_URL',
  'SESSION_SECRET',
  'METRICS_TOKEN',
  'POSTGRES_PASSWORD',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];
const SAMPLE_SECRETS: Record<string, string> = {
  PUBLIC_URL: 'https://ajjir.example.sa',
  SESSION_SECRET: 'a'.repeat(64),
  METRICS_TOKEN: 'm'.repeat(32),
  POSTGRES_PASSWORD: 'postgrespassword',
  S3_ACCESS_KEY_ID: 'ajjirphotos',
  S3_SECRET_ACCESS_KEY: 's'.repeat(40),
  MOYASAR_SECRET_KEY: 'sk_live_sample',
  MOYASAR_PUBLISHABLE_KEY: 'pk_live_sample',
  MOYASAR_WEBHOOK_SECRET: 'w'.repeat(32),
  LEGAL_NAME: 'شركة أجّر للتأجير',
  VAT_NUMBER: '310123456700003',
  SELLER_ADDRESS: 'طريق الملك فهد، العليا، الرياض 12214',
  OPERATOR_CR_NUMBER: '1010000000',
  OPERATOR_EMAIL: 'privacy@example.sa',
  OPERATOR_PHONE: '+966110000000',
  NAFATH_APP_ID: 'ajjir-app',
  NAFATH_APP_KEY: 'n'.repeat(32),
  TAQNYAT_TOKEN: 't'.repeat(32),
  TAQNYAT_SENDER: 'Ajjir',
  WATHQ_API_KEY: 'k'.repeat(32),
  IDENTITY_HASH_KEY: 'h'.repeat(32),
};
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEY/;

/**
 * Required settings must be written ${NAME:?message} everywhere, so `docker compose up` refuses to
 * start without them; no secret may get a default from the file (a default is a published secret).
 */
function secretProblems(composeText: string): string[] {
  return references(composeText).flatMap(({ name, operator, argument }) => {
    if (REQUIRED_SETTINGS.includes(name) && operator !== ':?') {
      return [`\${${name}${operator}${argument}}: a required setting must be \${${name}:?message}`];
    }
    if (SECRET_NAME.test(name) && (operator === ':-' || operator === '-') && argument !== '') {
      return [`\${${name}${operator}${argument}}: a secret must not have a default`];
    }
    return [];
  });
}

const TRUTHY = /^(true|1|yes|on)$/i;

/** Demo accounts share a published password: no service of the deployment may ask for them. */
function seedDemoProblems(compose: ComposeFile, variables: Record<string, string>): string[] {
  return Object.entries(compose.services).flatMap(([name, service]) =>
    Object.entries(environmentOf(service))
      .filter(([variable]) => variable === 'SEED_DEMO' || variable === 'DEMO_SITE')
      .filter(([, value]) => TRUTHY.test(interpolate(value, variables)))
      .map(([variable, value]) => `${name}: ${variable}=${value}`),
  );
}

/** Apps wait for what they need to be healthy, restart, and keep the image's own healthcheck. */
function appServiceProblems(compose: ComposeFile): string[] {
  return appServices(compose).flatMap(([name, service]) => {
    const problems: string[] = [];
    const dependencies = service.depends_on;
    for (const needed of ['postgres', 'redis', 'minio']) {
      const condition = Array.isArray(dependencies) ? undefined : dependencies?.[needed]?.condition;
      if (condition !== 'service_healthy')
        problems.push(`${name}: depends_on ${needed} without service_healthy`);
    }
    if (!service.restart || service.restart === 'no') problems.push(`${name}: no restart policy`);
    if (service.healthcheck !== undefined) problems.push(`${name}: overrides the image's healthcheck`);
    return problems;
  });
}

function publishedPortProblems(compose: ComposeFile, proxy: string): string[] {
  return Object.entries(compose.services)
    .filter(([name, service]) => name !== proxy && (service.ports?.length ?? 0) > 0)
    .map(([name]) => `${name}: publishes a port; only ${proxy} may`);
}

/** The proxy balances over every app, checks /readyz, keeps /metrics in and serves the photos. */
function caddyProblems(caddyfile: string, apps: string[], appPort: string): string[] {
  const problems: string[] = [];
  const upstreams = [...caddyfile.matchAll(/^\s*reverse_proxy\s+([^{\n]+)/gm)].flatMap((match) =>
    (match[1] as string).trim().split(/\s+/),
  );
  for (const app of apps) {
    if (!upstreams.includes(`${app}:${appPort}`))
      problems.push(`Caddyfile: ${app}:${appPort} is not an upstream`);
  }
  if (!/^\s*health_uri\s+\/readyz\s*$/m.test(caddyfile))
    problems.push('Caddyfile: no active health check on /readyz');
  if (
    !/@metrics\s+path\s+\/metrics\b/.test(caddyfile) ||
    !/handle\s+@metrics\s*\{\s*respond\s+40[34]/.test(caddyfile)
  ) {
    problems.push('Caddyfile: /metrics is not refused');
  }
  if (!/\^\/photos\//.test(caddyfile)) problems.push('Caddyfile: /photos/* is not served from the bucket');
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Dockerfile

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

function dockerfileStages(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of lines) {
    const match = /^(\S+)\s*(.*)$/.exec(line);
    if (!match) continue;
    const keyword = (match[1] as string).toUpperCase();
    const args = match[2] as string;
    if (keyword === 'ARG' && stages.length === 0) {
      const [name, value = ''] = args.split('=');
      globalArgs[name as string] = value;
    } else if (keyword === 'FROM') {
      const [image = '', , name] = args
        .replace(/\$\{?(\w+)\}?/g, (_whole, arg: string) => globalArgs[arg] ?? '')
        .split(/\s+/);
      stages.push({ image, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword, args });
    }
  }
  return stages;
}

function wordsOf(args: string): string[] {
  return args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/);
}

/** The paths (relative to WORKDIR) the stage's COPY and ADD instructions create, and their flags. */
function copiesOf(stage: Stage): { path: string; from: string | undefined; source: string }[] {
  let workdir = '/';
  const copies: { path: string; from: string | undefined; source: string }[] = [];
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'WORKDIR') workdir = posix.resolve(workdir, args);
    if (keyword !== 'COPY' && keyword !== 'ADD') continue;
    const words = wordsOf(args);
    const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
    const operands = words.filter((word) => !word.startsWith('--'));
    const destination = operands.pop() ?? '';
    const into = destination.endsWith('/') || destination === '.' || operands.length > 1;
    const absolute = posix.resolve(workdir, destination);
    for (const source of operands) {
      const target = into ? posix.join(absolute, basename(source)) : absolute;
      copies.push({ path: posix.relative(workdir, target), from, source });
    }
  }
  return copies;
}

/** Paths the server reads at run time, relative to the project root (= the image's WORKDIR). */
function runtimePaths(startScript: string): string[] {
  const entry = startScript.split(/\s+/).find((word) => word.endsWith('.js'));
  return [
    // "type": "module": node reads it to run dist/server/*.js as ES modules; npm ci reads it too.
    'package.json',
    'package-lock.json',
    entry ?? 'the start script names no .js file',
    // main.ts serves the client from dist/client unless CLIENT_DIR says otherwise.
    'dist/client/index.html',
    // db/paths.ts finds the project root by the journal; the migrator reads it and the SQL beside it.
    relative(projectRoot, join(migrationsFolder, 'meta', '_journal.json')),
  ];
}

function dockerfileProblems(dockerfile: string, startScript: string, knownVariables: Set<string>): string[] {
  const stages = dockerfileStages(dockerfile);
  const runtime = stages.at(-1);
  if (!runtime) return ['Dockerfile: no FROM'];
  const problems: string[] = [];
  const instructions = (keyword: string) => runtime.instructions.filter((i) => i.keyword === keyword);

  const cmd = instructions('CMD').at(-1)?.args ?? '';
  if (!cmd.startsWith('[')) {
    problems.push('CMD must be in exec form (JSON), so node itself receives SIGTERM');
  } else if (wordsOf(cmd).join(' ') !== startScript) {
    problems.push(`CMD ${wordsOf(cmd).join(' ')} is not package.json's start (${startScript})`);
  }

  const copied = copiesOf(runtime);
  for (const path of runtimePaths(startScript)) {
    if (!copied.some((copy) => path === copy.path || path.startsWith(`${copy.path}/`))) {
      problems.push(`the runtime stage does not copy ${path}, which the server reads at run time`);
    }
  }
  // Native packages (sharp, @node-rs/argon2) must be installed on the system they run on.
  if (!instructions('RUN').some((run) => /\bnpm ci\b.*--omit=dev/.test(run.args))) {
    problems.push('the runtime stage does not install with npm ci --omit=dev');
  }
  if (
    copied.some(
      (copy) => copy.path.split('/').includes('node_modules') || basename(copy.source) === 'node_modules',
    )
  ) {
    problems.push('the runtime stage copies node_modules instead of installing it');
  }

  const environment = Object.fromEntries(
    instructions('ENV').flatMap((env) =>
      [...env.args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g)].map((m) => [
        m[1],
        (m[2] as string).replace(/^"|"$/g, ''),
      ]),
    ),
  );
  if (environment.NODE_ENV !== 'production')
    problems.push('the runtime stage does not set NODE_ENV=production');
  if (environment.HOST !== '0.0.0.0') problems.push('the runtime stage does not listen on HOST=0.0.0.0');
  for (const name of Object.keys(environment)) {
    if (!knownVariables.has(name)) problems.push(`ENV ${name} is not a variable the server reads`);
  }
  const user = instructions('USER').at(-1)?.args;
  if (!user || user === 'root' || user === '0') problems.push('the runtime stage runs as root');
  if (!instructions('HEALTHCHECK').some((check) => check.args.includes('/readyz'))) {
    problems.push('no HEALTHCHECK on /readyz');
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

const packageJson = JSON.parse(read('package.json')) as { scripts: { start: string } };
const startScript = packageJson.scripts.start;
const knownVariables = serverVariables(
  [
    read('src/server/config/config.ts'),
    read('src/server/config/verification-config.ts'),
    read('src/server/config/operator-config.ts'),
  ],
  read('src/server/main.ts'),
);
const dockerfile = read('Dockerfile');
const composeText = read('compose.yaml');
const compose = parseCompose(composeText);
const envExample = Object.fromEntries(
  read('deploy/.env.example')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => [match[1] as string, match[2] as string]),
);
/** What an operator's .env holds once the example is filled in. */
const operatorVariables = { ...envExample, ...SAMPLE_SECRETS };
const apps = appServices(compose);

describe('the server variables read from config.ts', () => {
  it('are found (a change to how config.ts declares them must not make every check pass)', () => {
    for (const name of [
      'DATABASE_URL',
      'SESSION_SECRET',
      'S3_PUBLIC_URL',
      'TRUST_PROXY',
      'LOG_LEVEL',
      'CLIENT_DIR',
    ]) {
      expect(knownVariables).toContain(name);
    }
    expect(knownVariables.size).toBeGreaterThan(25);
  });
});

describe('Dockerfile', () => {
  it('runs npm start, copies what the server reads, installs natively, runs as node, checks /readyz', () => {
    expect(dockerfileProblems(dockerfile, startScript, knownVariables)).toEqual([]);
  });

  it("refuses a CMD other than npm's start, in shell form, or missing a runtime path", () => {
    const other = dockerfile.replace(/^CMD .*$/m, 'CMD ["node", "dist/server/main.js"]');
    expect(dockerfileProblems(other, startScript, knownVariables)).toEqual([
      `CMD node dist/server/main.js is not package.json's start (${startScript})`,
    ]);
    const shellForm = dockerfile.replace(/^CMD .*$/m, `CMD ${startScript}`);
    expect(dockerfileProblems(shellForm, startScript, knownVariables)).toEqual([
      'CMD must be in exec form (JSON), so node itself receives SIGTERM',
    ]);
    const noMigrations = dockerfile.replace(/^COPY migrations .*$/m, '');
    expect(dockerfileProblems(noMigrations, startScript, knownVariables)).toEqual([
      'the runtime stage does not copy migrations/meta/_journal.json, which the server reads at run time',
    ]);
    const serverOnly = dockerfile.replace('/app/dist ./dist', '/app/dist/server ./dist/server');
    expect(dockerfileProblems(serverOnly, startScript, knownVariables)).toEqual([
      'the runtime stage does not copy dist/client/index.html, which the server reads at run time',
    ]);
  });

  it('refuses node_modules built in another stage, root, a wrong NODE_ENV and an unknown ENV', () => {
    const copiedModules = dockerfile
      .replace(/^RUN npm ci --omit=dev.*$/m, '')
      .replace(
        /^COPY --from=build \/app\/dist .*$/m,
        '$&\nCOPY --from=build /app/node_modules ./node_modules',
      );
    expect(dockerfileProblems(copiedModules, startScript, knownVariables)).toEqual([
      'the runtime stage does not install with npm ci --omit=dev',
      'the runtime stage copies node_modules instead of installing it',
    ]);
    const asRoot = dockerfile.replace(/^USER node$/m, '');
    expect(dockerfileProblems(asRoot, startScript, knownVariables)).toEqual([
      'the runtime stage runs as root',
    ]);
    const development = dockerfile.replace('NODE_ENV=production', 'NODE_ENV=development SESSON_SECRET=x');
    expect(dockerfileProblems(development, startScript, knownVariables)).toEqual([
      'the runtime stage does not set NODE_ENV=production',
      'ENV SESSON_SECRET is not a variable the server reads',
    ]);
  });

  it('is repeated by scripts/check-production-start.sh: the same files', () => {
    const script = read('scripts/check-production-start.sh');
    const listed = /^RUNTIME_FILES=\(([^)]*)\)$/m.exec(script)?.[1]?.trim().split(/\s+/) ?? [];
    const runtime = dockerfileStages(dockerfile).at(-1);
    const copied = runtime ? copiesOf(runtime).map((copy) => copy.path) : [];
    expect(listed.length).toBeGreaterThan(0);
    expect([...listed].sort()).toEqual([...copied].sort());
    // and the same command: package.json's start, which the Dockerfile's CMD is (checked above).
    expect(script).toContain(
      `read -r -a START_COMMAND <<<"$(node -p "require('./package.json').scripts.start")"`,
    );
  });
});

describe('compose.yaml', () => {
  it('runs app1 and app2 from this repository', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
  });

  it('gives the apps only variables the server reads', () => {
    const environments = Object.fromEntries(apps.map(([name, service]) => [name, environmentOf(service)]));
    expect(unknownVariableProblems(environments, knownVariables)).toEqual([]);
    expect(Object.keys(environments.app1 ?? {})).toEqual(
      expect.arrayContaining([
        'NODE_ENV',
        'DATABASE_URL',
        'REDIS_URL',
        'TRUST_PROXY',
        'SESSION_SECRET',
        'S3_BUCKET',
      ]),
    );
    expect(
      unknownVariableProblems({ app1: { NODE_ENV: 'production', DATABSE_URL: 'x' } }, knownVariables),
    ).toEqual(['app1: DATABSE_URL is not a variable the server reads (src/server/config/config.ts)']);
  });

  it('gives the apps a valid production configuration once .env is filled in', () => {
    for (const [name, service] of apps) {
      const environment = Object.fromEntries(
        Object.entries(environmentOf(service)).map(([key, value]) => [
          key,
          interpolate(value, operatorVariables),
        ]),
      );
      const config = loadConfig(environment);
      expect(config, name).toMatchObject({ env: 'production', seedDemo: false, host: '127.0.0.1' });
      expect(config.storage.kind, name).toBe('s3');
      expect(config.databaseUrl, name).toMatch(/@postgres:5432\//);
      expect(config.redisUrl, name).toBe('redis://redis:6379');
      expect(typeof config.trustProxy, name).toBe('function');
      expect(config.metricsToken, name).toBe(SAMPLE_SECRETS.METRICS_TOKEN);
      // Photos are read through the proxy, which serves the bucket at /photos (deploy/Caddyfile).
      expect(environment.S3_PUBLIC_URL, name).toBe(`${SAMPLE_SECRETS.PUBLIC_URL}/photos`);
    }
  });

  it('refuses to start without each required secret (${NAME:?…}) and gives no secret a default', () => {
    expect(secretProblems(composeText)).toEqual([]);
    const [, app] = apps[0] ?? [];
    const environment = app ? environmentOf(app) : {};
    for (const name of ['SESSION_SECRET', 'METRICS_TOKEN', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(environment[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?[^}]+\\}$`));
      const { [name]: _left, ...without } = operatorVariables;
      expect(() => interpolate(environment[name] ?? '', without)).toThrow(name);
    }
    expect(environment.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');

    expect(secretProblems('SESSION_SECRET: ${SESSION_SECRET}')).toEqual([
      '${SESSION_SECRET}: a required setting must be ${SESSION_SECRET:?message}',
    ]);
    expect(secretProblems('SESSION_SECRET: ${SESSION_SECRET:-changeme}')).toHaveLength(1);
    expect(secretProblems('ADMIN_SETUP_SECRET: ${ADMIN_SETUP_SECRET:-letmein}')).toEqual([
      '${ADMIN_SETUP_SECRET:-letmein}: a secret must not have a default',
    ]);
    expect(secretProblems('ADMIN_SETUP_SECRET: ${ADMIN_SETUP_SECRET:-}')).toEqual([]);
  });

  it('never turns the demo accounts on', () => {
    expect(seedDemoProblems(compose, operatorVariables)).toEqual([]);
    expect(TRUTHY.test(envExample.SEED_DEMO ?? '')).toBe(false);
    const seeded = parseCompose(
      composeText.replace('NODE_ENV: production', 'NODE_ENV: production\n    SEED_DEMO: "true"'),
    );
    expect(seedDemoProblems(seeded, operatorVariables)).toEqual([
      'app1: SEED_DEMO=true',
      'app2: SEED_DEMO=true',
    ]);
  });

  it('starts the apps after their dependencies are healthy, restarts them, keeps the image healthcheck', () => {
    expect(appServiceProblems(compose)).toEqual([]);
    const impatient = parseCompose(
      composeText.replace(/(redis:\n\s+condition: )service_healthy/, '$1service_started'),
    );
    expect(appServiceProblems(impatient)).toEqual([
      'app1: depends_on redis without service_healthy',
      'app2: depends_on redis without service_healthy',
    ]);
  });

  it('publishes no port but the proxy', () => {
    expect(compose.services.proxy?.ports?.length).toBeGreaterThan(0);
    expect(publishedPortProblems(compose, 'proxy')).toEqual([]);
    const exposed = parseCompose(
      composeText.replace('image: postgres:15', 'image: postgres:15\n    ports: ["5432:5432"]'),
    );
    expect(publishedPortProblems(exposed, 'proxy')).toEqual(['postgres: publishes a port; only proxy may']);
  });

  it('names in deploy/.env.example every variable it reads', () => {
    const missing = [...new Set(references(composeText).map((reference) => reference.name))].filter(
      (name) => !(name in envExample),
    );
    expect(missing).toEqual([]);
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');
  const appNames = apps.map(([name]) => name);

  it('balances over every app with /readyz checks, refuses /metrics and serves /photos', () => {
    expect(caddyProblems(caddyfile, appNames, '3000')).toEqual([]);
  });

  it('notices a missing app, health check or /metrics refusal', () => {
    expect(caddyProblems(caddyfile, [...appNames, 'app3'], '3000')).toEqual([
      'Caddyfile: app3:3000 is not an upstream',
    ]);
    const unchecked = caddyfile.replace(/^\s*health_uri .*$/m, '').replace(/handle @metrics \{[^}]*\}/, '');
    expect(caddyProblems(unchecked, appNames, '3000')).toEqual([
      'Caddyfile: no active health check on /readyz',
      'Caddyfile: /metrics is not refused',
    ]);
  });
});
