/**
 * The Moyasar sandbox as a server of its own (docs/payments-sandbox.md), for a deployment of
 * several app processes: the sandbox inside each would keep its own memory, so one process would
 * not know the invoices another made. Point every process at it with PAYMENTS=moyasar,
 * MOYASAR_API_URL=<its address>/v1 and the keys it prints.
 *
 *   PORT=4010 npx tsx scripts/moyasar-sandbox.ts
 *
 * HOST (127.0.0.1), SANDBOX_PUBLIC_URL (the address browsers use, when not http://HOST:PORT),
 * MOYASAR_SECRET_KEY / MOYASAR_PUBLISHABLE_KEY (the sandbox's own keys by default), and, for
 * webhooks, SANDBOX_WEBHOOK_URL with MOYASAR_WEBHOOK_SECRET.
 */
import { SANDBOX_KEYS, startMoyasarSandbox } from '../src/sandboxes/moyasar/sandbox';

const env = process.env;
const webhookUrl = env.SANDBOX_WEBHOOK_URL;
const webhookSecret = env.MOYASAR_WEBHOOK_SECRET;
if (webhookUrl && !webhookSecret) {
  console.error('SANDBOX_WEBHOOK_URL needs MOYASAR_WEBHOOK_SECRET, the token each webhook carries');
  process.exit(1);
}

const secretKey = env.MOYASAR_SECRET_KEY ?? SANDBOX_KEYS.secretKey;
const publishableKey = env.MOYASAR_PUBLISHABLE_KEY ?? SANDBOX_KEYS.publishableKey;
const sandbox = await startMoyasarSandbox({
  host: env.HOST ?? '127.0.0.1',
  port: Number(env.PORT ?? 4010),
  publicBase: env.SANDBOX_PUBLIC_URL?.replace(/\/+$/, ''),
  secretKey,
  publishableKey,
  ...(webhookUrl && webhookSecret && { webhook: { url: webhookUrl, secretToken: webhookSecret } }),
});

console.log(`Moyasar sandbox (no real money) listening on ${sandbox.url}
  MOYASAR_API_URL=${sandbox.apiUrl}
  MOYASAR_SECRET_KEY=${secretKey}
  MOYASAR_PUBLISHABLE_KEY=${publishableKey}
  MOYASAR_PAYOUT_ACCOUNT_ID=${SANDBOX_KEYS.payoutAccountId}
  webhooks: ${webhookUrl ?? 'off (set SANDBOX_WEBHOOK_URL and MOYASAR_WEBHOOK_SECRET)'}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
