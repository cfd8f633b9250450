/**
 * The outside services of verification (docs/decisions/0062-verified-members.md): Nafath through
 * Elm, SMS through Taqnyat, commercial registrations through Wathq. Each is the real service with
 * its keys, or its sandbox in this process (src/sandboxes/), which checks nobody: production refuses
 * a sandbox unless the operator says this is a demo site (DEMO_SITE=true), as it does payments'.
 */
import { z } from 'zod';

export type NafathConfig =
  | { kind: 'sandbox' }
  | { kind: 'elm'; apiUrl: string; appId: string; appKey: string; service: string };
export type SmsConfig =
  | { kind: 'sandbox' }
  | { kind: 'taqnyat'; apiUrl: string; token: string; sender: string };
export type RegistryConfig = { kind: 'sandbox' } | { kind: 'wathq'; apiUrl: string; apiKey: string };

export interface VerificationConfig {
  nafath: NafathConfig;
  sms: SmsConfig;
  registry: RegistryConfig;
  /**
   * The key of the national IDs' hashes (IDENTITY_HASH_KEY): one ID verifies one account, so the
   * hash must stay the same for good; outside production it is derived from the session secret.
   */
  idHashKey: string | undefined;
}

const httpsUrl = (example: string) => z.url({ message: `must be a URL such as ${example}` });

const envSchema = z.object({
  NAFATH: z.enum(['sandbox', 'elm'], 'must be sandbox or elm').default('sandbox'),
  NAFATH_API_URL: httpsUrl('https://nafath.api.elm.sa').default('https://nafath.api.elm.sa'),
  NAFATH_APP_ID: z.string().min(1).optional(),
  NAFATH_APP_KEY: z.string().min(1).optional(),
  NAFATH_SERVICE: z.string().min(1).default('DigitalServiceEnrollmentWithoutBio'),
  SMS: z.enum(['sandbox', 'taqnyat'], 'must be sandbox or taqnyat').default('sandbox'),
  TAQNYAT_API_URL: httpsUrl('https://api.taqnyat.sa').default('https://api.taqnyat.sa'),
  TAQNYAT_TOKEN: z.string().min(1).optional(),
  TAQNYAT_SENDER: z.string().min(1).max(11).optional(),
  WATHQ: z.enum(['sandbox', 'wathq'], 'must be sandbox or wathq').default('sandbox'),
  WATHQ_API_URL: httpsUrl('https://api.wathq.sa').default('https://api.wathq.sa'),
  WATHQ_API_KEY: z.string().min(1).optional(),
  IDENTITY_HASH_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
});

type Env = Record<string, string | undefined>;
type Parsed = z.infer<typeof envSchema>;

const trimmed = (url: string) => url.replace(/\/+$/, '');

/** Problems of the configuration, one line each; none when it is sound. */
function problemsOf(e: Parsed, production: boolean, demoSite: boolean): string[] {
  const problems: string[] = [];
  const require = (when: boolean, names: (keyof Parsed)[], what: string) => {
    for (const name of names) if (when && !e[name]) problems.push(`  ${name}: required when ${what}`);
  };
  require(e.NAFATH === 'elm', ['NAFATH_APP_ID', 'NAFATH_APP_KEY'], 'NAFATH=elm');
  require(e.SMS === 'taqnyat', ['TAQNYAT_TOKEN', 'TAQNYAT_SENDER'], 'SMS=taqnyat');
  require(e.WATHQ === 'wathq', ['WATHQ_API_KEY'], 'WATHQ=wathq');
  if (production && !demoSite) {
    const sandboxes = [
      ['NAFATH', e.NAFATH, 'elm'],
      ['SMS', e.SMS, 'taqnyat'],
      ['WATHQ', e.WATHQ, 'wathq'],
    ] as const;
    for (const [name, value, real] of sandboxes) {
      if (value === 'sandbox') {
        problems.push(
          `  ${name}: the sandbox checks nobody; set ${name}=${real} with its keys (or DEMO_SITE=true only for a public demo site)`,
        );
      }
    }
    if (!e.IDENTITY_HASH_KEY)
      problems.push('  IDENTITY_HASH_KEY: required in production (national IDs are kept hashed)');
  }
  return problems;
}

/** The configuration, or the lines saying what is wrong with the environment (config.ts refuses to start). */
export function verificationConfigOf(
  env: Env,
  production: boolean,
  demoSite: boolean,
): { config: VerificationConfig } | { problems: string[] } {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`) };
  }
  const e = parsed.data;
  const problems = problemsOf(e, production, demoSite);
  if (problems.length > 0) return { problems };
  return { config: configOf(e) };
}

function configOf(e: Parsed): VerificationConfig {
  return {
    nafath:
      e.NAFATH === 'elm'
        ? {
            kind: 'elm',
            apiUrl: trimmed(e.NAFATH_API_URL),
            appId: e.NAFATH_APP_ID ?? '',
            appKey: e.NAFATH_APP_KEY ?? '',
            service: e.NAFATH_SERVICE,
          }
        : { kind: 'sandbox' },
    sms:
      e.SMS === 'taqnyat'
        ? {
            kind: 'taqnyat',
            apiUrl: trimmed(e.TAQNYAT_API_URL),
            token: e.TAQNYAT_TOKEN ?? '',
            sender: e.TAQNYAT_SENDER ?? '',
          }
        : { kind: 'sandbox' },
    registry:
      e.WATHQ === 'wathq'
        ? { kind: 'wathq', apiUrl: trimmed(e.WATHQ_API_URL), apiKey: e.WATHQ_API_KEY ?? '' }
        : { kind: 'sandbox' },
    idHashKey: e.IDENTITY_HASH_KEY,
  };
}
