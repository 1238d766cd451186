import './lib/zod-locale';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext, BaseContext } from './context';
import { withInfrastructure } from './infra/assemble';
import { useAuditKey } from './modules/audit/audit';
import { attachRealtime } from './infra/realtime';
import { createSessionCache } from './infra/session-cache';
import { auditRoutes } from './modules/audit/audit.routes';
import { registerJobs } from './jobs';
import { authPlugin } from './modules/auth/auth.plugin';
import { socketSessions } from './modules/auth/auth.sockets';
import { registerErrorHandler } from './plugins/errors';
import { refuseControlChars } from './lib/control-chars';
import { requestSerializer } from './lib/log-redact';
import { openapiPlugin } from './plugins/openapi';
import { webhooksOpenapi } from './modules/webhooks/catalogue-docs';
import { partnerApiDescription, partnerApiSecuritySchemes } from './modules/partner-api/signing.docs';
import { partnerApiLimitsDescription } from './modules/partner-api/rate-limit';
import { sandboxDescription } from './modules/partner-api/simulations.routes';
import { cspNonce, setCspNonce, webPlugin, webDistDir } from './plugins/web';
import { authRoutes } from './modules/auth/auth.routes';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { registrationRoutes } from './modules/registration/registration.routes';
import { recoveryRoutes } from './modules/recovery/recovery.routes';
import { statusRoutes } from './modules/status/status.routes';
import { userRoutes } from './modules/user/user.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { webhookRoutes } from './modules/webhooks/webhooks.routes';
import { webhookExtraRoutes } from './modules/webhooks/webhooks.extra.routes';
import { webhookWorkerPlugin } from './modules/webhooks/worker.plugin';
import { partnerDataRoutes } from './modules/partner-data/partner-data.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { faqRoutes } from './modules/faq/faq.routes';
import { ticketRoutes } from './modules/tickets/tickets.routes';
import { partnerApiRoutes } from './modules/partner-api/partner-api.routes';
import { eventFeedPlugin, eventRoutes } from './modules/events/events.routes';
import { secretsRoutes } from './modules/secrets/secrets.routes';
import { identityRoutes } from './modules/identity/identity.routes';
import { accountRoutes } from './modules/account/account.routes';
import { teamRoutes } from './modules/team/team.routes';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { consoleAccessPlugin, operatorSecurityScheme } from './modules/console/console.access';
import { consoleRoutes } from './modules/console/console.routes';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes';
import { maintenancePlugin } from './modules/console/console-platform.service';
import { requestScope } from './lib/request-scope';
import { logFormat } from './lib/log-format';

export type BuildOptions = BaseContext & Partial<Pick<AppContext, 'storage' | 'mailer'>> & { logger?: boolean | object };

const REDACT = ['req.headers.authorization', 'req.headers["x-app-access-sig"]', 'req.headers.cookie', '*.password', '*.token', '*.secret'];

/** x-request-id on every answer, and one debug line per request: method, redacted URL, route, status, time. */
function logRequests(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    // req goes through requestSerializer: codes and e-mails in the URL are redacted
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    req.log.debug({ req, route: req.routeOptions.url, status: reply.statusCode, ms }, 'request');
  });
}

const nonceSource = (res: ServerResponse) => {
  const nonce = cspNonce(res);
  return nonce ? `'nonce-${nonce}'` : '';
};

/** Two years: the value hstspreload.org asks for. */
export const HSTS_MAX_AGE_S = 63_072_000;

/**
 * Helmet's headers (CSP, HSTS, frame and sniffing guards, ...), built once: @fastify/helmet built the middleware again
 * on each request, parsing the CSP each time (about 4 % of a signed-in call's CPU in a profile).
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      // a page's inline styles carry its nonce (plugins/web.ts); other answers have no inline styles
      'style-src': ["'self'", (_req, res) => nonceSource(res as ServerResponse)],
      'connect-src': ["'self'"], // covers the same-origin socket (ws/wss) too
      'script-src': ["'self'"],
    },
  },
  // the only place HSTS is set (not the proxy, which would send it twice): it goes wherever the server is deployed
  strictTransportSecurity: { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true },
});

/** The whole server as one Fastify instance; tests build it on a fresh database. */
export async function buildApp(o: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      o.logger === false
        ? false
        : {
            level: o.env.LOG_LEVEL,
            redact: REDACT,
            serializers: { req: requestSerializer },
            ...logFormat(o.env, Boolean(process.stdout.isTTY)),
            ...(typeof o.logger === 'object' ? o.logger : {}),
          },
    // req.ip is the socket's address, or the client a trusted proxy (TRUST_PROXY) reports in X-Forwarded-For
    trustProxy: o.env.TRUST_PROXY.length ? o.env.TRUST_PROXY : false,
    bodyLimit: 1_000_000,
    // every request gets its own id (never the client's), sent back in x-request-id and on each log line;
    // the one line per request is written by logRequests at debug level, so `npm start` stays quiet
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
  });
  logRequests(app);
  requestScope(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const ctx = withInfrastructure(o, app.log, o);
  useAuditKey(ctx.box.derive('audit chain'));
  app.decorate('ctx', ctx);
  ctx.realtime = attachRealtime(app.server, o.env.REDIS_URL, socketSessions(ctx));
  app.addHook('onClose', () => ctx.realtime.close());
  ctx.sessionCache = createSessionCache({
    ttlMs: o.env.SESSION_CACHE_MS,
    redisUrl: o.env.REDIS_URL,
    onError: (err) => app.log.warn({ err }, 'session revocations over Redis'),
  });
  app.addHook('onClose', async () => ctx.sessionCache?.close());
  // shutdown: sockets are told to reconnect elsewhere before the HTTP server waits for its connections
  app.addHook('preClose', async () => ctx.realtime.drain?.());
  registerErrorHandler(app);
  app.addHook('preValidation', refuseControlChars);
  app.addHook('onRequest', (req, reply, done) => {
    if (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')) setCspNonce(reply.raw);
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  // API answers are never stored by a browser or a proxy (the one-time secret answer included)
  app.addHook('onSend', async (req, reply) => {
    if (/^\/(api|partner)/.test(req.url) && !/no-store/.test(String(reply.getHeader('cache-control') ?? '')))
      reply.header('cache-control', 'no-store');
  });
  await app.register(healthPlugin);
  await app.register(metricsPlugin);
  await app.register(openapiPlugin, {
    description: `${partnerApiDescription}\n\n${partnerApiLimitsDescription}\n\n${sandboxDescription}`,
    securitySchemes: { ...partnerApiSecuritySchemes, ...operatorSecurityScheme },
    webhooks: webhooksOpenapi(),
  });
  await app.register(authPlugin);
  await app.register(consoleAccessPlugin);
  await app.register(maintenancePlugin); // write calls answer 503 while maintenance is on
  await app.register(statusRoutes);
  await app.register(rateLimitsPlugin);
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(recoveryRoutes);
  await app.register(userRoutes);
  await app.register(accountRoutes);
  await app.register(twoFactorRoutes); // before the routes that use app.requireStepUp
  await app.register(teamRoutes);
  await app.register(statisticsRoutes);
  await app.register(partnerDataRoutes);
  await app.register(invoicesRoutes);
  await app.register(faqRoutes);
  await app.register(ticketRoutes);
  await app.register(eventFeedPlugin); // before the partner API, whose event stream reads it
  await app.register(partnerApiRoutes, { routes: [eventRoutes] });
  await app.register(secretsRoutes);
  await app.register(webhookRoutes);
  await app.register(webhookExtraRoutes);
  await app.register(sandboxRoutes);
  await app.register(webhookWorkerPlugin, { graceMs: o.env.SHUTDOWN_GRACE_MS });
  await app.register(identityRoutes);
  await app.register(auditRoutes);
  await app.register(consoleRoutes);
  await app.register(webPlugin, { dir: webDistDir(o.env.WEB_DIST) });
  registerJobs(app);
  app.addHook('onReady', async () => ctx.jobs.start());
  app.addHook('onClose', () => ctx.jobs.stop());
  return app;
}
