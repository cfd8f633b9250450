import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedImageHosts, ConfigError, isLoopbackUrl, loadConfig } from './config';

/** Production takes real payments: Moyasar with its keys, and the seller for the tax invoices. */
/** The real identity services with keys of the right shape: production refuses their sandboxes. */
const IDENTITY_SERVICES = {
  NAFATH: 'elm',
  NAFATH_APP_ID: 'ajjir-app',
  NAFATH_APP_KEY: 'nafath-app-key',
  SMS: 'taqnyat',
  TAQNYAT_TOKEN: 'taqnyat-token',
  TAQNYAT_SENDER: 'Ajjir',
  WATHQ: 'wathq',
  WATHQ_API_KEY: 'wathq-key',
  IDENTITY_HASH_KEY: 'h'.repeat(32),
};

const MOYASAR = {
  PAYMENTS: 'moyasar',
  MOYASAR_SECRET_KEY: 'sk_live_abc123',
  MOYASAR_PUBLISHABLE_KEY: 'pk_live_abc123',
  MOYASAR_WEBHOOK_SECRET: 'webhook-secret-0123456789',
  LEGAL_NAME: 'شركة أجّر للتأجير',
  VAT_NUMBER: '310123456700003',
  SELLER_ADDRESS: 'طريق الملك فهد، العليا، الرياض 12214',
  OPERATOR_CR_NUMBER: '1010123456',
  OPERATOR_EMAIL: 'privacy@ajjir.sa',
  OPERATOR_PHONE: '+966 11 234 5678',
};

const dataDir = () => mkdtempSync(join(tmpdir(), 'ajjir-config-'));

describe('loadConfig', () => {
  it('has working defaults outside production', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', env: 'development', seedDemo: true });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_FACTOR: '0' }, 'RATE_LIMIT_FACTOR'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
    [{ READ_CACHE_SECONDS: '-1' }, 'READ_CACHE_SECONDS'],
    [{ READ_CACHE_SECONDS: '1.5' }, 'READ_CACHE_SECONDS'],
    [{ SMTP_URL: 'mail.example.sa' }, 'SMTP_URL'],
    [{ RESET_LINKS_ON_SCREEN: 'yes' }, 'RESET_LINKS_ON_SCREEN'],
    [{ DATABASE_REPLICA_URL: 'http://replica' }, 'DATABASE_REPLICA_URL'],
    [{ REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ DEMO_SITE: 'perhaps' }, 'DEMO_SITE'],
  ])('stops on %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(
      new RegExp(`^Invalid environment:\\n\\s+${variable}:`),
    );
  });

  it('runs payments on the in-process sandbox unless told Moyasar with all its keys; production refuses the sandbox', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).payments).toEqual({ kind: 'sandbox' });
    const production = {
      NODE_ENV: 'production',
      ...IDENTITY_SERVICES,
      DATA_DIR: dir,
      SESSION_SECRET: 'x'.repeat(32),
    };
    expect(() => loadConfig(production)).toThrow(/PAYMENTS: the payment sandbox takes no real money/);
    expect(loadConfig({ ...production, DEMO_SITE: 'true' }).payments.kind).toBe('sandbox');
    expect(() => loadConfig({ DATA_DIR: dir, PAYMENTS: 'moyasar' })).toThrow(
      /MOYASAR_SECRET_KEY: required when PAYMENTS=moyasar/,
    );
    expect(() => loadConfig({ ...production, ...MOYASAR, LEGAL_NAME: '' })).toThrow(/LEGAL_NAME, VAT_NUMBER/);
    // The legal pages name the real operator when real money moves (docs/operations.md).
    expect(() => loadConfig({ ...production, ...MOYASAR, OPERATOR_EMAIL: '' })).toThrow(/OPERATOR_CR_NUMBER/);
    expect(() => loadConfig({ DATA_DIR: dir, OPERATOR_CR_NUMBER: '123' })).toThrow(/OPERATOR_CR_NUMBER/);
    expect(() => loadConfig({ DATA_DIR: dir, OPERATOR_PHONE: 'call us' })).toThrow(/OPERATOR_PHONE/);
    expect(loadConfig({ ...production, ...MOYASAR }).operator).toEqual({
      crNumber: '1010123456',
      email: 'privacy@ajjir.sa',
      phone: '+966112345678',
    });
    expect(loadConfig({ DATA_DIR: dir }).operator.email).toBe('privacy@example.sa');
    expect(() => loadConfig({ DATA_DIR: dir, VAT_NUMBER: '123' })).toThrow(/VAT_NUMBER/);
    expect(loadConfig({ ...production, ...MOYASAR }).payments).toMatchObject({
      kind: 'moyasar',
      apiUrl: 'https://api.moyasar.com/v1',
      secretKey: MOYASAR.MOYASAR_SECRET_KEY,
    });
  });

  it('runs Nafath, SMS and Wathq on their sandboxes unless told the real ones with keys; production refuses the sandboxes', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).verification).toMatchObject({
      nafath: { kind: 'sandbox' },
      sms: { kind: 'sandbox' },
      registry: { kind: 'sandbox' },
    });
    const production = { NODE_ENV: 'production', DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(32), ...MOYASAR };
    const refused = () => loadConfig(production);
    expect(refused).toThrow(/NAFATH: the sandbox checks nobody/);
    expect(refused).toThrow(/SMS: the sandbox checks nobody/);
    expect(refused).toThrow(/WATHQ: the sandbox checks nobody/);
    expect(refused).toThrow(/IDENTITY_HASH_KEY: required in production/);
    const demo = { ...production, PAYMENTS: 'sandbox', DEMO_SITE: 'true', SEED_DEMO: 'false' };
    expect(loadConfig(demo).verification.nafath.kind).toBe('sandbox');
    expect(() => loadConfig({ ...production, ...IDENTITY_SERVICES, NAFATH_APP_KEY: '' })).toThrow(
      /NAFATH_APP_KEY: required when NAFATH=elm/,
    );
    expect(loadConfig({ ...production, ...IDENTITY_SERVICES }).verification).toMatchObject({
      nafath: { kind: 'elm', apiUrl: 'https://nafath.api.elm.sa', appId: 'ajjir-app' },
      sms: { kind: 'taqnyat', sender: 'Ajjir' },
      registry: { kind: 'wathq', apiUrl: 'https://api.wathq.sa' },
    });
  });

  describe('Moyasar in production (docs/operations.md, "Going live with Moyasar")', () => {
    const production = {
      NODE_ENV: 'production',
      ...IDENTITY_SERVICES,
      DATA_DIR: dataDir(),
      SESSION_SECRET: 'x'.repeat(32),
      ...MOYASAR,
    };
    const refusal = (variable: string, why: RegExp) =>
      new RegExp(`^Invalid environment:\\n(.*\\n)*\\s+${variable}: ${why.source}`);

    it.each([
      ['MOYASAR_SECRET_KEY', { MOYASAR_SECRET_KEY: 'sk_test_abc123' }],
      ['MOYASAR_PUBLISHABLE_KEY', { MOYASAR_PUBLISHABLE_KEY: 'pk_test_abc123' }],
    ])('refuses a test key in %s unless the site is a public demo', (variable, keys) => {
      expect(() => loadConfig({ ...production, ...keys })).toThrow(
        refusal(variable, /a test key moves no real money/),
      );
      const demo = { MOYASAR_SECRET_KEY: 'sk_test_abc123', MOYASAR_PUBLISHABLE_KEY: 'pk_test_abc123' };
      expect(loadConfig({ ...production, ...demo, DEMO_SITE: 'true' }).payments.kind).toBe('moyasar');
    });

    it('refuses an API address that is not https in production', () => {
      expect(() => loadConfig({ ...production, MOYASAR_API_URL: 'http://api.moyasar.com/v1' })).toThrow(
        refusal('MOYASAR_API_URL', /must be an https:\/\/ address in production/),
      );
      const development = { DATA_DIR: dataDir(), ...MOYASAR, MOYASAR_SECRET_KEY: 'sk_test_abc123' };
      const local = { ...development, MOYASAR_PUBLISHABLE_KEY: undefined, SEED_DEMO: 'false' };
      expect(loadConfig({ ...local, MOYASAR_API_URL: 'http://127.0.0.1:4010/v1' }).payments).toMatchObject({
        apiUrl: 'http://127.0.0.1:4010/v1',
      });
    });

    it('refuses the demo accounts beside live keys, wherever it runs', () => {
      expect(() => loadConfig({ ...production, SEED_DEMO: 'true', DEMO_SITE: 'true' })).toThrow(
        refusal('SEED_DEMO', /demo accounts share a published password; not with live Moyasar keys/),
      );
      expect(() => loadConfig({ ...production, DEMO_SITE: 'true' })).toThrow(refusal('DEMO_SITE', /demo/));
      // Outside production the demo accounts are seeded unless told not to be.
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...MOYASAR })).toThrow(refusal('SEED_DEMO', /demo/));
      expect(loadConfig({ DATA_DIR: dataDir(), ...MOYASAR, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    });

    it('does not ask for the publishable key, which nothing uses', () => {
      const config = loadConfig({ ...production, MOYASAR_PUBLISHABLE_KEY: '' });
      expect(config.payments).toMatchObject({ kind: 'moyasar', publishableKey: undefined });
    });

    it('refuses a LEGAL_NAME longer than the invoice QR code holds, in bytes of UTF-8', () => {
      // 127 Arabic letters are 254 bytes; 128 are 256, one more than a QR field holds.
      expect(loadConfig({ ...production, LEGAL_NAME: 'ش'.repeat(127) }).seller.legalName).toHaveLength(127);
      expect(() => loadConfig({ ...production, LEGAL_NAME: 'ش'.repeat(128) })).toThrow(
        refusal('LEGAL_NAME', /must be at most 255 bytes in UTF-8/),
      );
      expect(loadConfig({ ...production, LEGAL_NAME: 'A'.repeat(255) }).seller.legalName).toHaveLength(255);
    });
  });

  it('charges VAT on rentals as the deemed supplier unless VAT_POLICY says owner-only; production prints the seller’s address', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).vatPolicy).toBe('deemed-supplier');
    expect(loadConfig({ DATA_DIR: dir, VAT_POLICY: 'owner-only' }).vatPolicy).toBe('owner-only');
    expect(() => loadConfig({ DATA_DIR: dir, VAT_POLICY: 'none' })).toThrow(/VAT_POLICY/);
    const production = {
      NODE_ENV: 'production',
      ...IDENTITY_SERVICES,
      DATA_DIR: dir,
      SESSION_SECRET: 'x'.repeat(32),
    };
    expect(() => loadConfig({ ...production, ...MOYASAR, SELLER_ADDRESS: '' })).toThrow(/SELLER_ADDRESS/);
    expect(loadConfig({ ...production, ...MOYASAR }).seller.address).toBe(MOYASAR.SELLER_ADDRESS);
  });

  it('reads the fees as percents, to the basis point', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).fees).toEqual({
      serviceFeeBasisPoints: 500,
      commissionBasisPoints: 1000,
    });
    expect(loadConfig({ DATA_DIR: dir, SERVICE_FEE_PERCENT: '2.5', COMMISSION_PERCENT: '12' }).fees).toEqual({
      serviceFeeBasisPoints: 250,
      commissionBasisPoints: 1200,
    });
    expect(() => loadConfig({ DATA_DIR: dir, COMMISSION_PERCENT: '51' })).toThrow(/COMMISSION_PERCENT/);
  });

  it('requires SESSION_SECRET in production, and does not seed demo data there by default', () => {
    const dir = dataDir();
    expect(() => loadConfig({ NODE_ENV: 'production', ...IDENTITY_SERVICES, DATA_DIR: dir })).toThrow(
      /SESSION_SECRET/,
    );
    expect(existsSync(join(dir, 'session-secret'))).toBe(false);
    const config = loadConfig({
      NODE_ENV: 'production',
      ...IDENTITY_SERVICES,
      DATA_DIR: dir,
      SESSION_SECRET: 'x'.repeat(32),
      ...MOYASAR,
    });
    expect(config.seedDemo).toBe(false);
  });

  it('refuses demo seeding in production unless the site is declared a public demo', () => {
    const production = {
      NODE_ENV: 'production',
      ...IDENTITY_SERVICES,
      DATA_DIR: dataDir(),
      SESSION_SECRET: 'x'.repeat(32),
      ...MOYASAR,
    };
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      /^Invalid environment:\n\s+SEED_DEMO: demo accounts share a published password/,
    );
    const testKeys = { MOYASAR_SECRET_KEY: 'sk_test_abc123', MOYASAR_PUBLISHABLE_KEY: 'pk_test_abc123' };
    expect(loadConfig({ ...production, ...testKeys, SEED_DEMO: 'true', DEMO_SITE: 'true' }).seedDemo).toBe(
      true,
    );
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('keeps the 48-hour claim window in production; a shorter one only on a demo site', () => {
    const production = {
      NODE_ENV: 'production',
      ...IDENTITY_SERVICES,
      DATA_DIR: dataDir(),
      SESSION_SECRET: 'x'.repeat(32),
      ...MOYASAR,
    };
    expect(loadConfig(production).payouts.claimWindowHours).toBe(48);
    expect(loadConfig({ ...production, CLAIM_WINDOW_HOURS: '72' }).payouts.claimWindowHours).toBe(72);
    expect(() => loadConfig({ ...production, CLAIM_WINDOW_HOURS: '0' })).toThrow(
      /^Invalid environment:\n\s+CLAIM_WINDOW_HOURS: owners have 48 hours to claim after a return/,
    );
    const testKeys = { MOYASAR_SECRET_KEY: 'sk_test_abc123', MOYASAR_PUBLISHABLE_KEY: 'pk_test_abc123' };
    expect(
      loadConfig({ ...production, ...testKeys, DEMO_SITE: 'true', CLAIM_WINDOW_HOURS: '0' }).payouts
        .claimWindowHours,
    ).toBe(0);
    expect(() => loadConfig({ ...production, CLAIM_WINDOW_HOURS: 'two days' })).toThrow(/CLAIM_WINDOW_HOURS/);
  });

  it('refuses a read replica without DATABASE_URL: the embedded database has none', () => {
    const replica = { DATA_DIR: dataDir(), DATABASE_REPLICA_URL: 'postgres://replica.internal/ajjir' };
    expect(() => loadConfig(replica)).toThrow(ConfigError);
    expect(() => loadConfig(replica)).toThrow(
      /^Invalid environment:\n\s+DATABASE_REPLICA_URL: needs DATABASE_URL/,
    );
    const withPrimary = loadConfig({ ...replica, DATABASE_URL: 'postgres://primary.internal/ajjir' });
    expect(withPrimary.databaseReplicaUrl).toBe('postgres://replica.internal/ajjir');
  });

  it('treats empty values as unset, as .env files write them', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('believes no proxy unless told, and reads the ways of saying which', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
    const hops = loadConfig({ DATA_DIR: dir, TRUST_PROXY: '1' }).trustProxy as (
      a: string,
      hop: number,
    ) => boolean;
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });

  it('sends mail from the public domain, or ajjir.sa while that is localhost', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).mailFrom).toBe('Ajjir <no-reply@ajjir.sa>');
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://ajjir.example/' })).toMatchObject({
      mailFrom: 'Ajjir <no-reply@ajjir.example>',
      publicUrl: 'https://ajjir.example',
    });
    expect(loadConfig({ DATA_DIR: dir, MAIL_FROM: 'Ops <ops@x.sa>' }).mailFrom).toBe('Ops <ops@x.sa>');
  });

  it('sizes the PostgreSQL pool and the read cache, keeping no reads in tests unless told', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ databasePoolSize: 10, readCacheSeconds: 5 });
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).readCacheSeconds).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_POOL_SIZE: '20', READ_CACHE_SECONDS: '0' })).toMatchObject({
      databasePoolSize: 20,
      readCacheSeconds: 0,
    });
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', READ_CACHE_SECONDS: '2' }).readCacheSeconds).toBe(2);
  });

  it('gives reset links on screen outside production only, unless told', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).resetLinksOnScreen).toBe(true);
    const production = {
      DATA_DIR: dir,
      NODE_ENV: 'production',
      ...IDENTITY_SERVICES,
      SESSION_SECRET: 'x'.repeat(32),
      ...MOYASAR,
    };
    expect(loadConfig(production).resetLinksOnScreen).toBe(false);
    expect(loadConfig({ ...production, RESET_LINKS_ON_SCREEN: 'true' }).resetLinksOnScreen).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, RESET_LINKS_ON_SCREEN: 'false' }).resetLinksOnScreen).toBe(false);
  });

  it('gives reset links on screen only while the public address is this machine', () => {
    const dir = dataDir();
    for (const local of [
      'http://localhost:3000',
      'http://127.0.0.1:4173',
      'http://127.8.9.10',
      'http://[::1]:3000',
    ]) {
      expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: local }).resetLinksOnScreen, local).toBe(true);
      expect(
        loadConfig({ DATA_DIR: dir, PUBLIC_URL: local, RESET_LINKS_ON_SCREEN: 'true' }).resetLinksOnScreen,
      ).toBe(true);
    }
    // Reachable by others: off by default, in development too.
    for (const reachable of [
      'https://demo.ajjir.sa',
      'http://192.168.1.20:3000',
      'http://localhost.example.sa',
    ]) {
      expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: reachable }).resetLinksOnScreen, reachable).toBe(false);
    }
  });

  it('refuses to start when reset links on screen are asked for at an address others can reach', () => {
    const demo = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      ...IDENTITY_SERVICES,
      SESSION_SECRET: 'x'.repeat(32),
      SEED_DEMO: 'true',
      DEMO_SITE: 'true',
      PUBLIC_URL: 'https://demo.ajjir.sa',
      RESET_LINKS_ON_SCREEN: 'true',
    };
    expect(() => loadConfig(demo)).toThrow(ConfigError);
    expect(() => loadConfig(demo)).toThrow(/^Invalid environment:\n\s+RESET_LINKS_ON_SCREEN: .*PUBLIC_URL/);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://10.0.0.5:3000', RESET_LINKS_ON_SCREEN: 'true' }),
    ).toThrow(/RESET_LINKS_ON_SCREEN/);
    expect(loadConfig({ ...demo, RESET_LINKS_ON_SCREEN: 'false' }).resetLinksOnScreen).toBe(false);
  });

  it('knows this machine by its loopback names only', () => {
    for (const local of [
      'http://localhost',
      'http://LOCALHOST:80',
      'http://127.0.0.1',
      'http://127.255.0.9:1',
      'http://[::1]',
      'http://[::ffff:127.0.0.1]',
    ]) {
      expect(isLoopbackUrl(local), local).toBe(true);
    }
    for (const other of [
      'https://ajjir.sa',
      'http://10.0.0.1',
      'http://128.0.0.1',
      'http://127.0.0.1.nip.io',
      'http://localhost.evil.sa',
      'http://[::2]',
      'not a url',
    ]) {
      expect(isLoopbackUrl(other), other).toBe(false);
    }
  });

  it('says when no real money moves: a demo site, the payment sandbox or Moyasar test keys', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).demoSite).toBe(true);
    const production = {
      DATA_DIR: dir,
      NODE_ENV: 'production',
      ...IDENTITY_SERVICES,
      SESSION_SECRET: 'x'.repeat(32),
      ...MOYASAR,
    };
    expect(loadConfig(production).demoSite).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS: 'sandbox', DEMO_SITE: 'true' }).demoSite).toBe(true);
    const testKeys = { MOYASAR_SECRET_KEY: 'sk_test_abc', MOYASAR_PUBLISHABLE_KEY: 'pk_test_abc' };
    expect(loadConfig({ ...production, ...testKeys, DEMO_SITE: 'true' }).demoSite).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, ...MOYASAR, ...testKeys, SEED_DEMO: 'false' }).demoSite).toBe(true);
  });

  it('allows pictures from the photo bucket and IMAGE_HOSTS only, as normalised base addresses', () => {
    expect(allowedImageHosts(loadConfig({ DATA_DIR: dataDir() }))).toEqual([]);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      IMAGE_HOSTS: 'https://CDN.example.sa/, https://img.example.sa/ajjir',
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'https://s3.example.sa',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://Photos.example.sa/',
    });
    expect(allowedImageHosts(config)).toEqual([
      'https://photos.example.sa',
      'https://cdn.example.sa',
      'https://img.example.sa/ajjir',
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), IMAGE_HOSTS: 'http://cdn.example.sa' })).toThrow(
      /IMAGE_HOSTS/,
    );
  });
});
