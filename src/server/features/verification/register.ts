/**
 * The verification feature in the app (docs/decisions/0062-verified-members.md): its outside
 * services (providers.ts), its routes and its job.
 */
import type { FastifyInstance } from 'fastify';
import { registerIdentityJobs } from './identity';
import { chooseProviders, type VerificationProviders } from './providers';
import { verificationRoutes } from './verification.routes';

export async function registerVerification(
  app: FastifyInstance,
  given?: VerificationProviders,
): Promise<void> {
  const providers = given ?? (await chooseProviders(app));
  app.decorate('verification', providers);
  registerIdentityJobs(app.jobs, () => ({ db: app.db, nafath: app.verification.nafath }));
  await app.register(verificationRoutes);
}
