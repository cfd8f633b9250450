/**
 * Environment, read once at start and validated. A bad value stops the process
 * with a message that names the variable.
 */

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CLAIM_WINDOW_HOURS } from '@shared/bookings';
import { httpsAddress } from '@shared/images';
import {
  basisPointsOf,
  DEFAULT_VAT_POLICY,
  type FeeRates,
  VAT_POLICIES,
  type VatPolicy,
} from '@shared/money';
import { z } from 'zod';
import { type OperatorContact, operatorContactOf } from './operator-config';
import { type VerificationConfig, verificationConfigOf } from './verification-config';

/** The most bytes one field of the tax invoice's QR code holds (its length is one byte). */
const LEGAL_NAME_MAX_BYTES = 255;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // Connections to PostgreSQL per server process (with DATABASE_URL); see docs/decisions/0025.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // The longest a statement may run on PostgreSQL before it is cancelled (503); 0: no limit. See 0031.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  // A read replica of DATABASE_URL for public reads (listings, item pages, categories).
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // Rate-limit counters and cross-process cache clearing in Redis instead of PostgreSQL.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  // Bearer token for /metrics; without it /metrics answers only outside production.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_SETUP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_URL: z.url({ message: 'must be a URL such as https://ajjir.sa' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SEED_DEMO: booleanFlag.optional(),
  // A public demo site: allows SEED_DEMO in production (accounts whose password is published).
  DEMO_SITE: booleanFlag.optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[0-9a-f.:/]+(,[0-9a-f.:/]+)*)$/i,
      'must be true, false, a number of proxies, or a comma-separated list of proxy addresses',
    )
    .optional(),
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).max(1000).default(1),
  // Hours before anything is paid out to a newly set IBAN (docs/decisions/0048-payout-security.md).
  PAYOUT_NEW_IBAN_HOLD_HOURS: z.coerce.number().int().min(0).max(720).default(72),
  // Hours after a return the owner may claim, before their earning is released (docs/decisions/0056):
  // the product's rule in production; shorter only on a demo site, whose journeys cannot wait it out.
  CLAIM_WINDOW_HOURS: z.coerce.number().int().min(0).max(720).default(CLAIM_WINDOW_HOURS),
  // Without SMTP_URL, give password-reset links in the answer: only while PUBLIC_URL is this machine
  // (on by default there outside production); docs/decisions/0052.
  RESET_LINKS_ON_SCREEN: z.enum(['true', 'false'], 'must be true or false').optional(),
  // Seconds public reads are kept in memory (0: off; off by default in tests). See http/read-cache.ts.
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  // Photos: under DATA_DIR/uploads, or in S3-compatible storage when S3_BUCKET is set.
  S3_ENDPOINT: z.url({ message: 'must be a URL such as https://s3.me-central-1.amazonaws.com' }).optional(),
  S3_REGION: z.string().min(1).default('auto'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ message: 'must be the https address the bucket is read from' }).optional(),
  // Map tiles for the browse map: a {z}/{x}/{y} template, or "none" for the outline-only map.
  MAP_TILE_URL: z
    .string()
    .refine((v) => v === 'none' || /^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/.test(v), {
      message: 'must be a tile URL with {z}, {x} and {y}, or "none"',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  // Hosts (https base addresses, comma-separated) whose pictures a listing or a profile may use
  // besides our own uploads (docs/decisions/0034); the photo bucket's S3_PUBLIC_URL always may.
  IMAGE_HOSTS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const hosts = (value ?? '')
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean);
      const bases = hosts.map(imageBase);
      if (bases.includes(null))
        ctx.addIssue({ code: 'custom', message: 'must be https addresses, comma-separated' });
      return bases.filter((base) => base !== null);
    }),
  // Payments (docs/decisions/0044-payments.md): Moyasar with keys, else the sandbox in this process.
  PAYMENTS: z.enum(['sandbox', 'moyasar'], 'must be sandbox or moyasar').default('sandbox'),
  MOYASAR_API_URL: z
    .url({ message: 'must be a URL such as https://api.moyasar.com/v1' })
    .default('https://api.moyasar.com/v1'),
  MOYASAR_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'must be an sk_test_ or sk_live_ key')
    .optional(),
  MOYASAR_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a pk_test_ or pk_live_ key')
    .optional(),
  MOYASAR_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // The payout account (Moyasar's source_id) owners' payouts are sent from.
  MOYASAR_PAYOUT_ACCOUNT_ID: z.string().min(1).optional(),
  SERVICE_FEE_PERCENT: z.coerce.number().min(0).max(30).multipleOf(0.01).default(5),
  COMMISSION_PERCENT: z.coerce.number().min(0).max(50).multipleOf(0.01).default(10),
  // The seller on tax invoices: Ajjir's registered name and its 15-digit VAT number. The name goes
  // into each invoice's QR code, whose fields hold 255 bytes of UTF-8 (about 127 Arabic letters).
  LEGAL_NAME: z
    .string()
    .min(2)
    .refine(
      (name) => Buffer.byteLength(name, 'utf8') <= LEGAL_NAME_MAX_BYTES,
      `must be at most ${LEGAL_NAME_MAX_BYTES} bytes in UTF-8 (about 127 Arabic letters): the invoice QR code holds no more`,
    )
    .optional(),
  VAT_NUMBER: z
    .string()
    .regex(/^3\d{13}3$/, 'must be the 15-digit VAT number, starting and ending with 3')
    .optional(),
  // The seller's address printed on Ajjir's tax invoices (docs/operations.md).
  SELLER_ADDRESS: z.string().min(5).max(300).optional(),
  // Who charges the VAT on a rental of an owner not registered for VAT (docs/decisions/0050).
  VAT_POLICY: z.enum(VAT_POLICIES).default(DEFAULT_VAT_POLICY),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The job queue (docs/decisions/0047): jobs one process runs at once, and how long a running job
  // is held before another process may take it over (its process died): twice the longest call a
  // job makes to a service outside, at the least.
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
});

/** Long enough to answer a burst of the same read once; short enough that a change shows at once. */
export const DEFAULT_READ_CACHE_SECONDS = 5;

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections in the PostgreSQL pool (DATABASE_POOL_SIZE); the replica's pool is as large. */
  databasePoolSize: number;
  /** How long a PostgreSQL statement may run before it is cancelled (DATABASE_STATEMENT_TIMEOUT_MS; 0: no limit). */
  databaseStatementTimeoutMs: number;
  /** A read replica for public reads (DATABASE_REPLICA_URL); reads go to the primary without it. */
  databaseReplicaUrl: string | undefined;
  /** Redis for rate limits and cache-clearing messages (REDIS_URL); PostgreSQL does both without it. */
  redisUrl: string | undefined;
  /** The bearer token /metrics asks for (METRICS_TOKEN); null: open outside production, closed in it. */
  metricsToken: string | undefined;
  dataDir: string;
  sessionSecret: string;
  adminSetupSecret: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** The From of e-mails we send. */
  mailFrom: string;
  seedDemo: boolean;
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For):
   * none unless set, so a client cannot dodge per-address limits by sending the header.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Multiplies every rate limit (load tests, end-to-end runs from one address). */
  rateLimitFactor: number;
  /** Payout security (PAYOUT_NEW_IBAN_HOLD_HOURS): the hours a new IBAN waits before a payout to it. */
  payouts: PayoutPolicy;
  /**
   * Without a mailer, answer password-reset links on screen (the demo behaviour, docs/decisions/0010). Anyone could
   * then reset anyone's password, so only while the public address is this machine (0052), and in
   * production only with RESET_LINKS_ON_SCREEN=true.
   */
  resetLinksOnScreen: boolean;
  /**
   * No real money moves here (DEMO_SITE, the payment sandbox, or Moyasar's test keys): its invoices
   * are samples, and say so (docs/decisions/0052).
   */
  demoSite: boolean;
  /** How long public reads (listings, item pages, categories) are kept in memory; 0 keeps none. */
  readCacheSeconds: number;
  /** Where photos go: S3-compatible storage when configured, else DATA_DIR/uploads. */
  storage: { kind: 'local'; dir: string } | { kind: 's3'; s3: S3Settings };
  /** Base addresses (normalised, no trailing slash) of other hosts whose pictures are allowed (IMAGE_HOSTS). */
  imageHosts: string[];
  /** Map tiles for the browse map; null draws the map without tiles (the Kingdom's outline only). */
  mapTiles: { url: string; attribution: string } | null;
  logLevel: string;
  /** The payment gateway: Moyasar, or the Moyasar-compatible sandbox run inside this process. */
  payments: PaymentsConfig;
  /** Nafath, the SMS gateway and Wathq: the real services or their sandboxes (config/verification-config.ts). */
  verification: VerificationConfig;
  /** The platform's fees (SERVICE_FEE_PERCENT, COMMISSION_PERCENT). */
  fees: FeeRates;
  /** The seller named on tax invoices (LEGAL_NAME, VAT_NUMBER, SELLER_ADDRESS). */
  seller: { legalName: string; vatNumber: string; address: string };
  /** Who runs Ajjir beyond the invoices' name and address, for the legal pages (operator-config.ts). */
  operator: OperatorContact;
  /** Who charges the VAT on the rental of an owner not registered for VAT (VAT_POLICY). */
  vatPolicy: VatPolicy;
  /** The job worker of this process (JOB_CONCURRENCY, JOB_LEASE_SECONDS). */
  jobs: { concurrency: number; leaseMs: number };
  /** Where the built client lives; absent in tests and in `npm run dev`. */
  clientDir: string | undefined;
}

export interface PayoutPolicy {
  newIbanHoldHours: number;
  /** Hours after a return before the owner's earning is released (CLAIM_WINDOW_HOURS). */
  claimWindowHours: number;
}

export type PaymentsConfig =
  | { kind: 'sandbox' }
  | {
      kind: 'moyasar';
      apiUrl: string;
      secretKey: string;
      publishableKey: string | undefined;
      webhookSecret: string;
      payoutAccountId: string | undefined;
    };

/** The seller's name and a VAT number of the right shape, for the demo and tests only. */
export const DEMO_SELLER = {
  legalName: 'شركة أجّر للتأجير',
  vatNumber: '300000000000003',
  address: 'طريق الملك فهد، العليا، الرياض 12214',
};

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The address photos are read from (a CDN or the bucket's public URL), without a trailing slash. */
  publicUrl: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Empty strings count as unset, as they do in most .env files. */
function withoutBlanks(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid environment:\n  SESSION_SECRET: required when NODE_ENV=production');
  }
  if (production && e.SEED_DEMO && !e.DEMO_SITE) {
    throw new ConfigError(
      'Invalid environment:\n  SEED_DEMO: demo accounts share a published password; not in production ' +
        '(set DEMO_SITE=true only for a public demo site)',
    );
  }
  if (production && e.CLAIM_WINDOW_HOURS < CLAIM_WINDOW_HOURS && !e.DEMO_SITE) {
    throw new ConfigError(
      `Invalid environment:\n  CLAIM_WINDOW_HOURS: owners have ${CLAIM_WINDOW_HOURS} hours to claim after a return; ` +
        'a shorter window only on a public demo site (DEMO_SITE=true)',
    );
  }
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    // Ignoring it would read everything from the embedded database while the operator believes
    // the replica takes the public reads.
    throw new ConfigError(
      'Invalid environment:\n  DATABASE_REPLICA_URL: needs DATABASE_URL (the embedded database has no replica)',
    );
  }
  const payments = paymentsOf(e, production);
  checkMoyasarKeys(e, production);
  if (production && payments.kind === 'moyasar' && (!e.LEGAL_NAME || !e.VAT_NUMBER || !e.SELLER_ADDRESS)) {
    throw new ConfigError(
      'Invalid environment:\n  LEGAL_NAME, VAT_NUMBER, SELLER_ADDRESS: required for tax invoices when PAYMENTS=moyasar',
    );
  }
  const operator = operatorContactOf(withoutBlanks(env), production && payments.kind === 'moyasar');
  if ('problems' in operator) throw new ConfigError(`Invalid environment:\n${operator.problems.join('\n')}`);
  const verification = verificationConfigOf(withoutBlanks(env), production, Boolean(e.DEMO_SITE));
  if ('problems' in verification) {
    throw new ConfigError(`Invalid environment:\n${verification.problems.join('\n')}`);
  }
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? (overrides.sessionSecret || persistedSecret(dataDir)),
    adminSetupSecret: e.ADMIN_SETUP_SECRET,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Ajjir <no-reply@${publicDomain(publicUrl)}>`,
    seedDemo: e.SEED_DEMO ?? !production,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    payouts: { newIbanHoldHours: e.PAYOUT_NEW_IBAN_HOLD_HOURS, claimWindowHours: e.CLAIM_WINDOW_HOURS },
    resetLinksOnScreen: resetLinksOnScreenOf(e, production, publicUrl),
    demoSite: isDemoSite(e, payments),
    // Tests read what they have just written straight into the database; their own tests turn it on.
    readCacheSeconds: e.READ_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : DEFAULT_READ_CACHE_SECONDS),
    storage: storageOf(e, dataDir),
    imageHosts: e.IMAGE_HOSTS,
    mapTiles: e.MAP_TILE_URL === 'none' ? null : { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    payments,
    verification: verification.config,
    jobs: { concurrency: e.JOB_CONCURRENCY, leaseMs: e.JOB_LEASE_SECONDS * 1000 },
    fees: {
      serviceFeeBasisPoints: basisPointsOf(e.SERVICE_FEE_PERCENT),
      commissionBasisPoints: basisPointsOf(e.COMMISSION_PERCENT),
    },
    seller: {
      legalName: e.LEGAL_NAME ?? DEMO_SELLER.legalName,
      vatNumber: e.VAT_NUMBER ?? DEMO_SELLER.vatNumber,
      address: e.SELLER_ADDRESS ?? DEMO_SELLER.address,
    },
    operator: operator.config,
    vatPolicy: e.VAT_POLICY,
    clientDir: undefined,
    ...overrides,
  };
}

/** An https base address as pictures' addresses normalise (lower-case host), without a trailing slash; null if not one. */
export function imageBase(address: string): string | null {
  const url = httpsAddress(address);
  return url && !url.search && !url.hash ? url.href.replace(/\/+$/, '') : null;
}

/** Where pictures may come from besides our own paths: the photo bucket's public address, and IMAGE_HOSTS. */
export function allowedImageHosts(config: Pick<AppConfig, 'storage' | 'imageHosts'>): string[] {
  const bucket = config.storage.kind === 's3' ? imageBase(config.storage.s3.publicUrl) : null;
  return bucket ? [bucket, ...config.imageHosts] : config.imageHosts;
}

/** Outside production a missing secret is generated once and kept in DATA_DIR. */
function persistedSecret(dataDir: string): string {
  const file = resolve(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

type ParsedEnv = z.infer<typeof envSchema>;

/**
 * Moyasar when PAYMENTS=moyasar (every key then required), else the sandbox, which takes no real
 * money: production refuses it unless the operator says this is a demo site (DEMO_SITE=true).
 */
function paymentsOf(e: ParsedEnv, production: boolean): PaymentsConfig {
  if (e.PAYMENTS === 'sandbox') {
    if (production && !e.DEMO_SITE) {
      throw new ConfigError(
        'Invalid environment:\n  PAYMENTS: the payment sandbox takes no real money; set PAYMENTS=moyasar ' +
          'with its keys (or DEMO_SITE=true only for a public demo site)',
      );
    }
    return { kind: 'sandbox' };
  }
  // The publishable key is not asked for: the renter pays on Moyasar's hosted page, and nothing
  // of ours makes a payment with it (docs/decisions/0049-moyasar-fidelity.md).
  const { MOYASAR_SECRET_KEY, MOYASAR_PUBLISHABLE_KEY, MOYASAR_WEBHOOK_SECRET } = e;
  if (!MOYASAR_SECRET_KEY || !MOYASAR_WEBHOOK_SECRET) {
    const missing = (['MOYASAR_SECRET_KEY', 'MOYASAR_WEBHOOK_SECRET'] as const).filter((name) => !e[name]);
    throw new ConfigError(
      `Invalid environment:\n${missing.map((name) => `  ${name}: required when PAYMENTS=moyasar`).join('\n')}`,
    );
  }
  return {
    kind: 'moyasar',
    apiUrl: e.MOYASAR_API_URL.replace(/\/+$/, ''),
    secretKey: MOYASAR_SECRET_KEY,
    publishableKey: MOYASAR_PUBLISHABLE_KEY,
    webhookSecret: MOYASAR_WEBHOOK_SECRET,
    payoutAccountId: e.MOYASAR_PAYOUT_ACCOUNT_ID,
  };
}

/**
 * Production takes money for real (docs/operations.md, "Going live with Moyasar"): Moyasar's test
 * keys move none, so they are refused unless this is a public demo site (DEMO_SITE=true); the API
 * is asked over https only (the secret key travels with every call); and the demo accounts, whose
 * password is published, never sit beside live keys, where anyone could pay and be paid as them.
 */
function checkMoyasarKeys(e: ParsedEnv, production: boolean): void {
  const problems: string[] = [];
  const keys = ['MOYASAR_SECRET_KEY', 'MOYASAR_PUBLISHABLE_KEY'] as const;
  if (e.PAYMENTS === 'moyasar' && production && !e.DEMO_SITE) {
    for (const name of keys) {
      if (/^(sk|pk)_test_/.test(e[name] ?? '')) {
        problems.push(
          `  ${name}: a test key moves no real money; use the live key (or DEMO_SITE=true only for a public demo site)`,
        );
      }
    }
  }
  if (e.PAYMENTS === 'moyasar' && production && new URL(e.MOYASAR_API_URL).protocol !== 'https:') {
    problems.push(
      '  MOYASAR_API_URL: must be an https:// address in production (the secret key goes with every call)',
    );
  }
  const live = keys.some((name) => /^(sk|pk)_live_/.test(e[name] ?? ''));
  // Outside production the demo accounts are seeded unless SEED_DEMO=false says otherwise.
  const seedDemo = e.SEED_DEMO ?? !production;
  if (live && e.PAYMENTS === 'moyasar' && (seedDemo || e.DEMO_SITE)) {
    const flag = seedDemo ? 'SEED_DEMO' : 'DEMO_SITE';
    problems.push(
      `  ${flag}: demo accounts share a published password; not with live Moyasar keys (MOYASAR_SECRET_KEY)`,
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
}

/**
 * A reset link on screen lets whoever can reach the server reset any password: given only while the
 * public address is this machine (docs/decisions/0052). Asked for at an address others can reach,
 * the server does not start: a demo site that meant to give links would otherwise look broken.
 */
function resetLinksOnScreenOf(e: ParsedEnv, production: boolean, publicUrl: string): boolean {
  const local = isLoopbackUrl(publicUrl);
  if (e.RESET_LINKS_ON_SCREEN === 'true' && !local) {
    throw new ConfigError(
      'Invalid environment:\n  RESET_LINKS_ON_SCREEN: reset links on screen let anyone reset any password; ' +
        `only while PUBLIC_URL is this machine (localhost, 127.x.x.x, [::1]), not ${publicUrl}. ` +
        'Set SMTP_URL to mail them, or RESET_LINKS_ON_SCREEN=false',
    );
  }
  if (e.RESET_LINKS_ON_SCREEN) return e.RESET_LINKS_ON_SCREEN === 'true';
  return !production && local;
}

/** Whether no real money moves: a declared demo, the sandbox, or Moyasar's test keys. */
function isDemoSite(e: ParsedEnv, payments: PaymentsConfig): boolean {
  return Boolean(e.DEMO_SITE) || payments.kind === 'sandbox' || payments.secretKey.startsWith('sk_test_');
}

/** S3 when a bucket is named (then every S3 setting is required), else a folder in DATA_DIR. */
function storageOf(e: ParsedEnv, dataDir: string): AppConfig['storage'] {
  if (!e.S3_BUCKET) return { kind: 'local', dir: resolve(dataDir, 'uploads') };
  const { S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = e;
  if (!S3_ENDPOINT || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY || !S3_PUBLIC_URL) {
    const missing = (
      ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const
    ).filter((name) => !e[name]);
    throw new ConfigError(
      `Invalid environment:\n${missing.map((name) => `  ${name}: required when S3_BUCKET is set`).join('\n')}`,
    );
  }
  return {
    kind: 's3',
    s3: {
      endpoint: S3_ENDPOINT.replace(/\/+$/, ''),
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      publicUrl: S3_PUBLIC_URL.replace(/\/+$/, ''),
    },
  };
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    // A number is how many proxies stand in front: believe that many hops.
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',');
}

/**
 * Names of this machine itself: a page there is the developer's own, not anyone's on the internet.
 * The URL parser has already lower-cased the name and written addresses in their one form
 * (127.1 as 127.0.0.1, an IPv4-mapped IPv6 address in hexadecimal).
 */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\])$/;

/**
 * Whether an address (PUBLIC_URL, an Origin) names this machine itself: localhost, 127.0.0.0/8 or
 * ::1. The one rule for what only this machine may have (/metrics without a token, reset links on
 * screen; docs/decisions/0030 and 0052).
 */
export function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Whether password-reset links go on screen: asked for (RESET_LINKS_ON_SCREEN, or its default) and
 * the public address this machine, checked again where the link is given whatever the settings say
 * (docs/decisions/0052).
 */
export function resetLinksShown(config: Pick<AppConfig, 'resetLinksOnScreen' | 'publicUrl'>): boolean {
  return config.resetLinksOnScreen && isLoopbackUrl(config.publicUrl);
}

/** The domain mail comes from: the public address's, or ajjir.sa while that is localhost. */
export function publicDomain(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return host.includes('.') && !/^[\d.]+$/.test(host) ? host : 'ajjir.sa';
}
