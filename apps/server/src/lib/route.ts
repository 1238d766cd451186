import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptionsWithHandler } from 'fastify';
import type { RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { PERMISSIONS, errorBody, plainError, type RouteAccess, type RouteDescriptor } from '@portal/contract';

/** Error answers every portal route documents. */
export const errorResponses = { 401: plainError, 404: plainError, 417: errorBody } as const;
export const bearer = [{ session: [] }];

type Or<T, D> = T extends z.ZodMiniType ? T : D;

/** The Fastify schema of a descriptor: its params, query, body and answers, plus the error answers. */
export type SchemaOf<R extends RouteDescriptor, E extends Record<number, z.ZodMiniType> = typeof errorResponses> = {
  params: Or<R['params'], undefined>;
  querystring: Or<R['query'], undefined>;
  body: Or<R['body'], undefined>;
  response: R['responses'] & E;
};

/** What a route adds to its descriptor on the server: documentation, guards and the handler. */
export type RouteOptions<R extends RouteDescriptor, E extends Record<number, z.ZodMiniType>> = Omit<
  RouteShorthandOptionsWithHandler<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    unknown,
    SchemaOf<R, E>,
    ZodTypeProvider
  >,
  'schema'
> & {
  summary: string;
  description?: string;
  tags: string[];
  /** OpenAPI security; unless given, `bearer` for a call with `access` other than public, none (`[]`) otherwise */
  security?: FastifySchema['security'];
  /** the error answers documented; `errorResponses` unless given */
  errors?: E;
  /** left out of the OpenAPI document */
  hide?: boolean;
  /** marked deprecated in the OpenAPI document */
  deprecated?: boolean;
  /** request content types other than JSON, e.g. `multipart/form-data` for an upload */
  consumes?: string[];
  /**
   * Who may call it: a permission of the contract's matrix (a signed-in member of a partner in
   * good standing whose role has it, else 403), `self` (any signed-in user, about itself) or `public`.
   * Required for every route under /api-portal and /api: registering one without it throws.
   */
  access?: RouteAccess;
  /**
   * Scoped by the environment shown (`partnerScope`): an unverified partner may call it in its sandbox, the live one
   * stays behind the verification (partner-portal §2). Others (invoices, team…) need the verification in any case.
   */
  environment?: true;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    environment?: true;
  }
}

/** Portal routes must say who may call them; the signed partner API (/partner/v1) is guarded by its signature. */
const GUARDED_PREFIXES = ['/api-portal/', '/api/'];

const ENVIRONMENT_NOTE =
  'The `x-environment` header (sandbox or live; live without it) chooses the environment;' +
  ' a partner not verified yet may call it in its sandbox.';

/** The OpenAPI sentence naming a route's permission and the roles that have it. */
function accessNote(access: RouteAccess | undefined): string | undefined {
  if (!access || access === 'public') return undefined;
  if (access === 'self') return 'Any signed-in user.';
  return `Permission \`${access}\` (${PERMISSIONS[access].join(', ')}); 403 \`forbidden\` naming it otherwise.`;
}

/**
 * Registers one call from its contract descriptor: method, path and schemas come from the contract,
 * so that they are written once; the server adds what only it knows (guards, handler, documentation).
 */
export function register<const R extends RouteDescriptor, E extends Record<number, z.ZodMiniType> = typeof errorResponses>(
  app: FastifyInstance,
  route: R,
  options: RouteOptions<R, E>,
): void {
  const { summary, description, tags, security, errors, hide, deprecated, consumes, access, environment, ...rest } = options;
  if (!access && GUARDED_PREFIXES.some((p) => route.path.startsWith(p))) {
    throw new Error(`${route.method} ${route.path}: a portal route needs \`access\` (a permission, 'self' or 'public')`);
  }
  const note = [accessNote(access), environment && ENVIRONMENT_NOTE].filter(Boolean).join(' ');
  const fields = {
    summary,
    description: [description, note].filter(Boolean).join(' ') || undefined,
    tags,
    operationId: route.operationId,
    // every operation says how it is called: a generator or a linter must not guess
    security: security ?? (access && access !== 'public' ? bearer : []),
    hide,
    deprecated,
    consumes,
    params: route.params,
    querystring: route.query,
    body: route.body,
    response: { ...route.responses, ...(errors ?? errorResponses), ...(access && access !== 'public' ? { 403: plainError } : {}) },
  };
  // A key present but undefined makes Fastify warn that the schema is missing (FSTWRN001).
  const schema = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  // the access check runs before the body is read or validated: a refused caller learns nothing more
  const check = access && access !== 'public' ? { onRequest: (req: FastifyRequest) => app.checkAccess(req, access) } : {};
  const config = environment ? { config: { ...rest.config, environment } } : {};
  const definition = { method: route.method, url: route.path, schema, ...check, ...rest, ...config };
  app.route(definition as unknown as Parameters<FastifyInstance['route']>[0]);
}

/** An invoice PDF as a download, never cached (the partner's and the console's). */
export function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}
