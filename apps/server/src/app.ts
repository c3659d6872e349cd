import '@cmms/shared/zod-setup';
import { randomUUID } from 'node:crypto';
import type { Language } from '@cmms/shared/i18n/languages';
import { APP_VERSION } from '@cmms/shared/product';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, isEmbedded } from './db/client';
import { activityRoutes } from './features/activity/activity.routes';
import { assetRoutes } from './features/assets/assets.routes';
import { attachmentRoutes } from './features/attachments/attachments.routes';
import { scheduleExpiryWarnings } from './features/attachments/expiry-warnings.service';
import { attendanceRoutes } from './features/attendance/attendance.routes';
import { pinRoutes } from './features/auth/pin.routes';
import { recoveryRoutes } from './features/auth/recovery.routes';
import { registrationRoutes } from './features/auth/registration.routes';
import { signInRoutes } from './features/auth/sign-in.routes';
import { checklistRoutes } from './features/checklists/checklists.routes';
import { dashboardRoutes } from './features/dashboards/dashboard.routes';
import { escalationRoutes } from './features/escalation/escalation.routes';
import { scheduleEscalations } from './features/escalation/escalation.scheduler';
import { healthRoutes } from './features/health/health.routes';
import { registerIdempotency } from './features/idempotency/idempotency.hooks';
import { scheduleKeySweep } from './features/idempotency/idempotency.sweep';
import { jobRoutes } from './features/jobs/jobs.routes';
import { liveRoutes } from './features/live/live.routes';
import { createLiveStreams } from './features/live/live.service';
import { scheduleLiveSweep } from './features/live/live.sweep';
import { materialRoutes } from './features/materials/materials.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { organisationRoutes } from './features/organisation/organisation.routes';
import {
  loadOrganisationLanguage,
  organisationLanguage,
} from './features/organisation/organisation.service';
import { rollAfterWorkOrder } from './features/pm/generation.service';
import { pmRoutes } from './features/pm/pm.routes';
import { schedulePmPasses } from './features/pm/pm.scheduler';
import { pushRoutes } from './features/push/push.routes';
import { handlePushDelivery } from './features/push/push.service';
import { reportRoutes } from './features/reports/reports.routes';
import { scheduleWeeklySummaries } from './features/reports/weekly-summary.jobs';
import { portalRoutes } from './features/requests/portal.routes';
import { scheduleRequestJobs } from './features/requests/requests.jobs';
import { requestRoutes } from './features/requests/requests.routes';
import { completeRequestsOf } from './features/requests/requests.service';
import { roleRoutes } from './features/roles/roles.routes';
import { sessionAuthenticator } from './features/sessions/sessions.service';
import { siteRoutes } from './features/sites/sites.routes';
import { userRoutes } from './features/users/users.routes';
import { partRoutes } from './features/work-order-record/parts.routes';
import { timeRoutes } from './features/work-order-record/time.routes';
import { recordRoutes } from './features/work-order-record/work-order-record.routes';
import { commentRoutes } from './features/work-orders/comments.routes';
import { workOrderRoutes } from './features/work-orders/work-orders.routes';
import { type Clock, systemClock } from './lib/clock';
import type { AppDeps } from './lib/deps';
import {
  clientErrorHandler,
  registerErrorHandler,
  routerErrorHandler,
} from './lib/http/error-handler';
import { registerOpenApi } from './lib/http/openapi';
import { registerSecurity } from './lib/http/security';
import { registerStaticWeb } from './lib/http/static-web';
import { validatorCompiler } from './lib/http/validator';
import { languageOfRequest } from './lib/i18n/request-language';
import { createJobRunner } from './lib/jobs/job-runner';
import { createMailer, type Mailer } from './lib/mailer';
import { createFcmSender, readServiceAccount } from './lib/push/fcm-sender';
import { createPushSender, type PushSender } from './lib/push/push-sender';
import { vapidKeysOf, vapidSubjectOf } from './lib/push/vapid';
import type { FileStorage } from './lib/storage/file-storage';
import { openStorage } from './lib/storage/open-storage';

/** What a caller gives buildApp: tests replace the clock or the mailer. */
export type AppInput = {
  config: Config;
  db: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** The file storage; by default the one the configuration names. */
  files?: FileStorage;
  /** Web Push; tests give one that trusts their stand-in push service. */
  push?: PushSender;
};

export type BuildAppOptions = {
  /** false in tests; otherwise pino options or an instance. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Where a request keeps the language it was first found to be answered in. */
const DECIDED_LANGUAGE = Symbol('language');
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The composition root: builds the HTTP application on a database it is given (so tests build
 * one on any database and main.ts owns start-up and shutdown), makes the dependencies every
 * feature receives, and registers every feature's routes. Only main.ts and tests import it.
 */
export async function buildApp(input: AppInput, options: BuildAppOptions = {}) {
  const logger = options.logger ?? false;
  const app = Fastify({
    ...(logger && typeof logger === 'object' && 'child' in logger
      ? { loggerInstance: logger as FastifyBaseLogger }
      : { logger: logger as FastifyServerOptions['logger'] }),
    bodyLimit: BODY_LIMIT_BYTES,
    // One hop: the client is the address the proxy in front added last to X-Forwarded-For.
    // Trusting every hop would let a client write its own address there and dodge its limits.
    // (A hop count is refused by Fastify, which cannot check the peer; TRUST_PROXY=1 says the
    // peer is the proxy.)
    trustProxy: input.config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    // Keep-alive connections that are idle are closed at shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
    // A request that reaches a stopping instance is served, not refused with a 503: the database
    // is open until the close ends, and nginx does not send a POST it has sent once elsewhere
    // (docs/deployment.md, "Stopping an instance"). Its connection closes after the answer.
    return503OnClosing: false,
    // Fastify's two lines per request are replaced by the one onResponse line below.
    logController: new LogController({ disableRequestLogging: true }),
    // genReqId reads x-request-id itself, so a malformed one never reaches the logs.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // What the HTTP parser or the router refuse is answered in the API's error shape too.
    clientErrorHandler,
    frameworkErrors: routerErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  const { jwtSecret } = input.config;
  if (!jwtSecret) throw new Error('buildApp needs config.jwtSecret (main.ts generates one)');
  const tokens = { secret: jwtSecret, ttlHours: input.config.tokenTtlHours };
  const clock = input.clock ?? systemClock;
  const deps: AppDeps = {
    config: input.config,
    db: input.db,
    clock,
    mailer:
      input.mailer ??
      createMailer({ smtpUrl: input.config.smtpUrl, from: input.config.mailFrom }, app.log),
    tokens,
    sessions: sessionAuthenticator(input.db, tokens),
    // A PM moves to its next date when its work order closes, in that change's transaction.
    workOrderEvents: {
      // A PM moves to its next date; the portal's requests it carries are completed with it.
      closed: async (tx, event, actor) => {
        await rollAfterWorkOrder({ db: tx, clock }, event, actor);
        await completeRequestsOf(tx, event, actor);
      },
    },
    files: input.files ?? openStorage(input.config),
    push:
      input.push ??
      createPushSender({
        keys: vapidKeysOf(input.config),
        subject: vapidSubjectOf(input.config),
        native: input.config.fcmServiceAccountFile
          ? createFcmSender(readServiceAccount(input.config.fcmServiceAccountFile))
          : null,
      }),
  };
  app.decorateRequest('auth', null);
  app.decorateRequest('authPending', null);
  // Decided when first read, on the signed-in user if there is one by then (docs/languages.md).
  app.decorateRequest('language', {
    getter() {
      // Read after authentication (a route's answer, the error handler), then kept: a list that
      // writes text row by row decides it once.
      const request = this as typeof this & { [DECIDED_LANGUAGE]?: Language };
      request[DECIDED_LANGUAGE] ??= languageOfRequest(this, organisationLanguage(deps));
      return request[DECIDED_LANGUAGE];
    },
  });
  await loadOrganisationLanguage(deps).catch(() => undefined);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The hooks every request passes through take a callback: an async hook costs each request a
  // promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // One line per request, with what an operator needs and nothing secret.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });

  // Responses finished during shutdown close their connection; otherwise a keep-alive connection
  // would hold the server open until its idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // Connections the kernel has completed but the server not yet accepted are reset when the
    // listener closes, and a proxy cannot resend a POST it has sent. The stop signal may be
    // handled before the listener's pending connections of the same event-loop turn; closing
    // once that turn's events are handled accepts them first. In 65 stops under a steady stream
    // through nginx, 4 lost a write this way, against 6 in 40 closing at once: only the proxy
    // can close the window (docs/deployment.md, "Stopping an instance").
    await new Promise((resolve) => setImmediate(resolve));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  registerErrorHandler(app);
  await registerSecurity(app, deps.config);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app, APP_VERSION);
  // Idempotency keys on every signed-in change; before the routes, whose schemas it extends.
  registerIdempotency(app, deps);

  await app.register(healthRoutes, { deps });
  await app.register(signInRoutes, { deps, prefix: '/api' });
  await app.register(registrationRoutes, { deps, prefix: '/api' });
  await app.register(recoveryRoutes, { deps, prefix: '/api' });
  await app.register(pinRoutes, { deps, prefix: '/api' });
  await app.register(notificationRoutes, { deps, prefix: '/api' });
  await app.register(activityRoutes, { deps, prefix: '/api' });
  await app.register(siteRoutes, { deps, prefix: '/api' });
  await app.register(userRoutes, { deps, prefix: '/api' });
  await app.register(roleRoutes, { deps, prefix: '/api' });
  await app.register(assetRoutes, { deps, prefix: '/api' });
  await app.register(workOrderRoutes, { deps, prefix: '/api' });
  await app.register(commentRoutes, { deps, prefix: '/api' });
  await app.register(recordRoutes, { deps, prefix: '/api' });
  await app.register(timeRoutes, { deps, prefix: '/api' });
  await app.register(partRoutes, { deps, prefix: '/api' });
  await app.register(attachmentRoutes, { deps, prefix: '/api' });
  await app.register(checklistRoutes, { deps, prefix: '/api' });
  await app.register(attendanceRoutes, { deps, prefix: '/api' });
  await app.register(pmRoutes, { deps, prefix: '/api' });
  await app.register(materialRoutes, { deps, prefix: '/api' });
  await app.register(dashboardRoutes, { deps, prefix: '/api' });
  await app.register(pushRoutes, { deps, prefix: '/api' });
  await app.register(requestRoutes, { deps, prefix: '/api' });
  await app.register(portalRoutes, { deps, prefix: '/api' });
  await app.register(escalationRoutes, { deps, prefix: '/api' });
  await app.register(reportRoutes, { deps, prefix: '/api' });
  await app.register(jobRoutes, { deps, prefix: '/api' });
  await app.register(organisationRoutes, { deps, prefix: '/api' });
  // Live updates (issue 34, docs/live.md): the streams of this instance.
  const live = createLiveStreams(input.db, app.log);
  await app.register(liveRoutes, { deps, hub: live, prefix: '/api' });

  await registerStaticWeb(app, deps.config.webDistDir);

  // Background work runs on one job runner (lib/jobs/job-runner.ts): due PMs become work orders
  // (features/pm/pm.scheduler.ts) and expired idempotency keys are deleted, each a recurring job
  // run once per interval among all instances. Its due times are real time, not the app clock a
  // test moves: what a handler does reads deps.clock.
  const jobs = createJobRunner({ db: input.db, log: app.log, onlyProcess: isEmbedded(input.db) });
  schedulePmPasses(jobs, deps, deps.config.pmSchedulerIntervalMs, app.log);
  scheduleKeySweep(jobs, deps, app.log);
  scheduleExpiryWarnings(jobs, deps, app.log);
  scheduleLiveSweep(jobs, deps, app.log);
  scheduleEscalations(jobs, deps, app.log);
  handlePushDelivery(jobs, deps, app.log);
  scheduleRequestJobs(jobs, deps, app.log);
  scheduleWeeklySummaries(jobs, deps, app.log);
  app.addHook('onReady', async () => {
    await live.start();
    jobs.start();
  });
  // Before the server waits for its connections: an open stream never ends on its own, and its
  // client reconnects to another instance and resumes there.
  // Synchronous, so the server stops taking connections as soon as it would without it.
  app.addHook('preClose', (done) => {
    live.closeStreams();
    done();
  });
  app.addHook('onClose', async () => {
    await Promise.all([jobs.stop(), live.stop()]);
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
