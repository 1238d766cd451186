import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

const MESSAGES: Record<number, string> = {
  401: 'a valid session is required',
  403: 'this action is not allowed',
  404: 'not found',
};

const DOWN_MESSAGES = {
  database_unavailable: 'the database cannot be reached; try again shortly',
  redis_unavailable: 'Redis cannot be reached; try again shortly',
  query_timeout: 'the database took too long to answer and the query was cancelled; narrow the filter or try again',
} as const;
/** Seconds a client waits before trying again when a dependency is down. */
const RETRY_AFTER_S = 5;
/** Connection-level failures (not query errors): a refused or dropped connection, a server shutting down or starting. */
const NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const PG_DOWN = /^(57P0[123]|08\d{3})$/;
/**
 * Fields whose value is a credential: a 417 names them but never hands back what was sent (a fixed text of the
 * service stays), because the answer lands in browser tools, proxy captures and support tickets (ASVS 7.1.1).
 * Matched on the last path segment.
 */
const SECRET_FIELD =
  /pass(word|phrase)?|secret|token|otp|^(code|.*invitationcode|recoverycodes?|pin|cvv|pan|cardnumber|signature|apikey)$/i;

/** The value sent at a dotted path (`extra.refreshToken`) of the body or query. */
function sentAt(req: FastifyRequest, param: string): unknown {
  const walk = (root: unknown) =>
    param.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), root);
  return walk(req.body) ?? walk(req.query);
}

/** What a 417 may show of a refused value. */
export function shownValue(req: FastifyRequest, param: string, value: string): string {
  if (!value || !SECRET_FIELD.test(param.split('.').pop() ?? '')) return value;
  const sent = sentAt(req, param);
  return typeof sent === 'string' && (sent.startsWith(value) || value.startsWith(sent)) ? 'hidden' : value;
}

const PG_DOWN_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/;

/**
 * Whether an error means PostgreSQL or Redis is unreachable right now (restart, failover, network):
 * answered 503 with a code naming which, never 500 and never a hang (the pool's connect timeout).
 */
function unavailable(err: Error & { code?: string; name?: string }): 'database_unavailable' | 'redis_unavailable' | 'query_timeout' | null {
  if (err.code === '57014') return 'query_timeout'; // cancelled by DB_STATEMENT_TIMEOUT_MS
  const text = `${err.name} ${err.message}`;
  if (err.name === 'MaxRetriesPerRequestError' || /Connection is closed|Stream isn't writeable|ioredis|redis/i.test(text)) {
    return 'redis_unavailable';
  }
  if ((err.code && (NET_CODES.has(err.code) || PG_DOWN.test(err.code))) || PG_DOWN_TEXT.test(err.message)) return 'database_unavailable';
  return null;
}

/**
 * One handler: 417 {error, error_param, param_value}; 401/403/404 {error, message}; never a stack;
 * 503 {error, message} with Retry-After when the database or Redis is down.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status === 417 || err.status === 409 || err.status === 429) {
        return reply.code(err.status).send({ error: err.code, error_param: err.param, param_value: shownValue(req, err.param, err.value) });
      }
      // a 403 forbidden names the permission the role lacks
      const permission = err.status === 403 && err.code === 'forbidden' && err.value ? { permission: err.value } : {};
      return reply.code(err.status).send({ error: err.code, message: err.param || MESSAGES[err.status], ...permission });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const where = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || String(issue?.params?.issue ?? '');
      const field = where || (err.validationContext ?? 'body');
      return reply.code(417).send({
        error: err.validationContext === 'querystring' ? 'invalid_param' : 'validation_error',
        error_param: field,
        param_value: issue?.message ?? 'invalid',
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: 'rate_limited', error_param: 'CUSTOM_MESSAGE', param_value: err.message });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, bad content type).
      return reply.code(status === 404 ? 404 : 417).send({
        error: status === 404 ? 'not_found' : 'validation_error',
        error_param: 'CUSTOM_MESSAGE',
        param_value: err.message,
      });
    }
    const down = unavailable(err);
    if (down) {
      req.log.warn({ err: err.message, code: down }, 'dependency unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_S)).send({ error: down, message: DOWN_MESSAGES[down] });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'internal_error', message: 'internal server error' });
  });
}
