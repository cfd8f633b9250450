import { DEFAULT_FEE_RATES } from '@shared/money';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function termsOf(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(overrides);
  apps.push(t);
  return t.app.inject('/api/payments/terms');
}

describe('GET /api/payments/terms', () => {
  it('answers the fee rates and VAT in basis points to anyone, and lets caches keep them a minute', async () => {
    const res = await termsOf();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      serviceFeeBasisPoints: DEFAULT_FEE_RATES.serviceFeeBasisPoints,
      commissionBasisPoints: DEFAULT_FEE_RATES.commissionBasisPoints,
      vatBasisPoints: 1500,
      vatPolicy: 'deemed-supplier',
      sandbox: true,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('follows the configuration: other fees, the VAT policy, and Moyasar rather than the sandbox', async () => {
    const res = await termsOf({
      fees: { serviceFeeBasisPoints: 750, commissionBasisPoints: 250 },
      vatPolicy: 'owner-only',
      payments: {
        kind: 'moyasar',
        apiUrl: 'https://api.moyasar.test/v1',
        secretKey: 'sk_test_x',
        publishableKey: 'pk_test_x',
        webhookSecret: 'whsec_x',
        payoutAccountId: undefined,
      },
    });
    expect(res.json()).toMatchObject({
      serviceFeeBasisPoints: 750,
      commissionBasisPoints: 250,
      vatPolicy: 'owner-only',
      sandbox: false,
    });
  });
});
