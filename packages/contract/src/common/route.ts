import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the portal, written once: the server registers it from this (`register` in
 * apps/server/src/lib/route.ts) and the web app calls it through `call` (apps/web/src/lib/api-client.ts).
 * `responses` holds the success answers only; the server adds the error answers every route documents.
 * An answer that is not JSON (a PDF, a CSV file) has no success schema: `responses` stays empty.
 */
export interface RouteDescriptor {
  method: HttpMethod;
  /** Fastify style: `/api-portal/webhook/:id` */
  path: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  responses: Partial<Record<200 | 201 | 202 | 204, z.ZodMiniType>>;
  /** the OpenAPI operationId, where a generated client's method name matters (the partner API); else one from the path */
  operationId?: string;
}

/** Keeps a descriptor's literal types (path, method, schemas) while checking its shape. */
export const defineRoute = <const R extends RouteDescriptor>(route: R): R => route;

/** Declares the routes of one domain: `defineRoutes({ list: {...}, get: {...} })`. */
export const defineRoutes = <const T extends Record<string, RouteDescriptor>>(routes: T): T => routes;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `:name` placeholders of a path, as an object of strings. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** The success answer's schema: 200, else 201, else 202. */
export type OkSchema<R extends RouteDescriptor> = R['responses'] extends { 200: infer S }
  ? S
  : R['responses'] extends { 201: infer S }
    ? S
    : R['responses'] extends { 202: infer S }
      ? S
      : undefined;

/** Fills the `:name` placeholders of a route's path (each value URL-encoded). */
export function pathOf<R extends { path: string }>(
  route: R,
  ...[params]: ParamNames<R['path']> extends never ? [] : [PathParams<R['path']>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pathOf: no value for :${name} in ${route.path}`);
    return encodeURIComponent(value);
  });
}

/** The schema of the success answer, if the route answers JSON. */
export function okSchema(route: RouteDescriptor): z.ZodMiniType | undefined {
  return route.responses[200] ?? route.responses[201] ?? route.responses[202];
}
