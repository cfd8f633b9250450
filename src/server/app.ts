/**
 * The app factory. Layers register in order: infrastructure (logging, headers,
 * compression, errors), then feature routes, then the client and the 404s.
 * Tests call `buildApp` with a fresh database and talk to it through `inject`.
 */
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { registerCluster } from './cluster/register';
import type { AppConfig } from './config/config';
import type { Database, Db } from './db/client';
import { accountRoutes } from './features/account/account.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { registerReconciliationJobs } from './features/admin/admin-reconciliation.jobs';
import { adminSetupRoutes } from './features/admin-setup/admin-setup.routes';
import { emailConfirmationRoutes, registerConfirmLinkMail } from './features/auth';
import { authRoutes } from './features/auth/auth.routes';
import {
  passwordResetRoutes,
  registerResetLinkMail,
  warnIfResetLinksOnScreen,
} from './features/auth/password-reset.routes';
import { registerSessions } from './features/auth/sessions';
import { blockingRoutes } from './features/blocking/blocking.routes';
import { registerBookingJobs } from './features/bookings/bookings.jobs';
import { bookingsRoutes } from './features/bookings/bookings.routes';
import { registerHandoverJobs } from './features/bookings/handover';
import { handoverRoutes } from './features/bookings/handover.routes';
import { registerNoShowJobs } from './features/bookings/no-shows';
import { noShowRoutes } from './features/bookings/no-shows.routes';
import { categoriesRoutes } from './features/categories/categories.routes';
import { registerClaimJobs } from './features/claims/claims.jobs';
import { claimsRoutes } from './features/claims/claims.routes';
import { eventsRoutes } from './features/events/events.routes';
import { favoritesRoutes } from './features/favorites/favorites.routes';
import { healthRoutes } from './features/health/health.routes';
import { alternativesRoutes } from './features/items/alternatives.routes';
import { itemsRoutes } from './features/items/items.routes';
import { legalRoutes } from './features/legal';
import { messagesRoutes } from './features/messages/messages.routes';
import { moderationRoutes } from './features/moderation';
import { mailSetupOf, registerNotificationMail } from './features/notifications/notification-emails';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { invoicesRoutes } from './features/payments/invoices/invoices.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { type PaymentsOption, registerPayments } from './features/payments/register';
import { paymentTermsRoutes } from './features/payments/terms.routes';
import { registerReviewJobs } from './features/reviews/reviews.jobs';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { searchRoutes } from './features/search/search.routes';
import { pageMetaFor, seoRoutes } from './features/seo/seo';
import { siteRoutes } from './features/site/site.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { usersRoutes } from './features/users/users.routes';
import { registerVerification, type VerificationProviders } from './features/verification';
import { registerApiDescription, registerApiDocsRoutes } from './http/api-docs';
import { registerClient } from './http/client';
import { registerErrorHandling } from './http/errors';
import { withRedaction } from './http/log-redaction';
import { registerMetrics } from './http/metrics';
import { registerPrivateAnswers } from './http/private-answers';
import { registerRateLimits } from './http/rate-limit';
import { registerReadCaches } from './http/read-cache';
import { answerFrameworkError, registerRequestIds, requestIdOf } from './http/request-id';
import { registerOriginCheck, registerSecurityHeaders } from './http/security';
import { registerTypedRoutes } from './http/typed-routes';
import { registerHousekeeping } from './jobs/housekeeping';
import { registerJobs } from './jobs/register';
import { registerMailer } from './mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Public reads (db/replica.ts): the read replica when there is one, else `db` itself. */
    readDb: Db;
    database: Database;
    config: AppConfig;
  }
}

/**
 * Answers over 1 KB are compressed, brotli first. API answers (under 64 KB) are compressed in one
 * synchronous call: streaming them kept one encoder per answer in flight, each with its own window,
 * which under load cost the process 100 MB and more (docs/performance.md). An 18-bit window
 * (256 KB) covers the largest answer and static file while using a sixteenth of the default's memory.
 */
const COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  syncThreshold: 64 * 1024,
  brotliOptions: {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 },
  },
};

/**
 * The largest JSON body accepted; more is refused with 413 `payload_too_large`. The largest
 * legitimate body, a listing with every field at its longest (5,000-character description, ten
 * 1,000-character image addresses) is under 95 KB even with every character \u-escaped. Photos
 * are multipart, with their own limit (MAX_UPLOAD_BYTES, features/uploads).
 */
export const JSON_BODY_LIMIT = 100 * 1024;

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Pino logger options, or false to stay quiet (tests). */
  logger?: boolean | object;
  /** Test-only: told of every route as it is added (the authorization matrix test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /** Test-only: the payment gateway to use instead of the configured one (features/payments/register.ts). */
  payments?: PaymentsOption;
  /** Test-only: the outside services of verification (the sandboxes on their own ports). */
  verification?: VerificationProviders;
}

export async function buildApp({
  config,
  database,
  logger,
  onRoute,
  payments,
  verification,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines name the URL: secrets in its query are redacted (http/log-redaction.ts).
    logger: withRedaction(logger ?? { level: config.logLevel }),
    // Well above the largest legitimate JSON body, far below what would cost memory (JSON_BODY_LIMIT).
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Bad percent-encoding in a path is the caller's fault: 400, not a crash.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // X-Request-Id is checked before it is believed (http/request-id.ts), so Fastify does not read it.
    requestIdHeader: false,
    genReqId: requestIdOf,
    frameworkErrors: answerFrameworkError,
  });
  if (onRoute) app.addHook('onRoute', onRoute);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('readDb', database.readDb);

  registerRequestIds(app);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await app.register(compress, COMPRESSION);
  registerOriginCheck(app, config);
  await app.register(cookie);
  registerPrivateAnswers(app);
  registerSessions(app);
  await registerCluster(app);
  registerRateLimits(app);
  await registerReadCaches(app, config.readCacheSeconds);
  registerMailer(app);
  warnIfResetLinksOnScreen(app);
  registerMetrics(app, config);
  registerJobs(app);
  registerTypedRoutes(app);
  await registerApiDescription(app);
  await registerPayments(app, payments);
  await registerVerification(app, verification);
  registerFeatureJobs(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(emailConfirmationRoutes);
  await app.register(usersRoutes);
  await app.register(accountRoutes);
  await app.register(uploadsRoutes);
  await app.register(adminSetupRoutes);
  await app.register(categoriesRoutes);
  await app.register(itemsRoutes);
  await app.register(searchRoutes);
  await app.register(alternativesRoutes);
  await app.register(favoritesRoutes);
  await app.register(bookingsRoutes);
  await app.register(claimsRoutes);
  await app.register(handoverRoutes);
  await app.register(noShowRoutes);
  await app.register(paymentsRoutes);
  await app.register(invoicesRoutes);
  await app.register(paymentTermsRoutes);
  await app.register(reviewsRoutes);
  await app.register(messagesRoutes);
  await app.register(moderationRoutes);
  await app.register(blockingRoutes);
  await app.register(notificationsRoutes);
  await app.register(eventsRoutes);
  await app.register(adminRoutes);
  await app.register(siteRoutes);
  await app.register(legalRoutes);
  await app.register(seoRoutes);
  await registerApiDocsRoutes(app);

  await registerClient(app, config.clientDir, pageMetaFor(app));
  return app;
}

/**
 * What each feature does by the clock or after a change, as jobs of the app's worker (jobs/): started
 * by main.ts once the server listens, drained by tests. The payments feature registers its own
 * (features/payments/register.ts).
 */
function registerFeatureJobs(app: FastifyInstance): void {
  registerHousekeeping(app.jobs, () => app.db);
  registerBookingJobs(app.jobs, () => ({ db: app.db, money: app.bookingMoney }));
  registerClaimJobs(app.jobs, () => ({ db: app.db, money: app.bookingMoney }));
  registerHandoverJobs(app.jobs, () => ({ db: app.db }));
  registerNoShowJobs(app.jobs, () => ({ db: app.db, money: app.bookingMoney }));
  registerReviewJobs(app.jobs, () => app.db);
  registerNotificationMail(app.jobs, () => mailSetupOf(app));
  registerResetLinkMail(app.jobs, app);
  registerConfirmLinkMail(app.jobs, app);
  registerReconciliationJobs(app.jobs, () => ({ db: app.db, gateway: app.payments.gateway }));
}
