import type { FastifyInstance, FastifySchema, RouteShorthandOptionsWithHandler } from 'fastify';
import type { RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBody, plainError, type RouteDescriptor } from '@portal/contract';

export type App = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** Error answers every portal route documents. */
export const errorResponses = { 401: plainError, 404: plainError, 417: errorBody } as const;
export const bearer = [{ session: [] }];

type Or<T, D> = T extends z.ZodType ? T : D;

/** The Fastify schema of a descriptor: its params, query, body and answers, plus the error answers. */
export type SchemaOf<R extends RouteDescriptor, E extends Record<number, z.ZodType> = typeof errorResponses> = {
  params: Or<R['params'], undefined>;
  querystring: Or<R['query'], undefined>;
  body: Or<R['body'], undefined>;
  response: R['responses'] & E;
};

/** What a route adds to its descriptor on the server: documentation, guards and the handler. */
export type RouteOptions<R extends RouteDescriptor, E extends Record<number, z.ZodType>> = Omit<
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
  /** OpenAPI security; `bearer` for the signed-in portal calls */
  security?: FastifySchema['security'];
  /** the error answers documented; `errorResponses` unless given */
  errors?: E;
  /** left out of the OpenAPI document */
  hide?: boolean;
  /** request content types other than JSON (e.g. multipart/form-data) */
  consumes?: string[];
};

/**
 * Registers one call from its contract descriptor: method, path and schemas come from the contract,
 * so that they are written once; the server adds what only it knows (guards, handler, documentation).
 */
export function register<const R extends RouteDescriptor, E extends Record<number, z.ZodType> = typeof errorResponses>(
  app: FastifyInstance,
  route: R,
  options: RouteOptions<R, E>,
): void {
  const { summary, description, tags, security, errors, hide, consumes, ...rest } = options;
  const schema = {
    summary,
    description,
    tags,
    security,
    hide,
    consumes,
    params: route.params,
    querystring: route.query,
    body: route.body,
    response: { ...route.responses, ...(errors ?? errorResponses) },
  };
  const definition = { method: route.method, url: route.path, schema, ...rest };
  app.route(definition as unknown as Parameters<FastifyInstance['route']>[0]);
}
