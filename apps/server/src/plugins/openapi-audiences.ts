/**
 * One OpenAPI document per audience, cut from the one Fastify builds: a partner's developer sees the partner API
 * and its webhooks only, the portal's and the operators' calls live in documents of their own. Each keeps only the
 * components, security schemes and tags it uses, so that generators and linters (Redocly's recommended ruleset)
 * find nothing dangling.
 */
export type Audience = 'partner' | 'portal' | 'operators';

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, unknown>;
}
export interface OpenapiDocument extends Json {
  info: Json;
  paths?: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Json; securitySchemes?: Json };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export const AUDIENCES: Record<Audience, { title: string; prefixes: string[]; webhooks: boolean }> = {
  partner: { title: 'Partner API', prefixes: ['/partner/'], webhooks: true },
  portal: { title: "Partner portal: the web app's calls", prefixes: ['/api-portal/', '/api/'], webhooks: false },
  operators: { title: "Operator console: the bank's back office", prefixes: ['/api-operator/'], webhooks: false },
};

/** What the audience's tags are about (Redocly wants each tag declared with a description). */
const TAG_PREFIX: Record<Audience, string> = {
  partner: 'Signed calls of the partner API',
  portal: 'Calls of the partner portal',
  operators: 'Calls of the operator console',
};

/**
 * A stable name from the method and the path, for the calls whose descriptor names none: `PUT
 * /api-portal/webhook/{id}` is `putWebhookById`. It changes only when the call's method or path does.
 */
export function derivedOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/(api-portal|api-operator|api|partner\/v1)\//, '/')
    .split(/[/-]/)
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? `by-${w.slice(1, -1)}` : w))
    .flatMap((w) => w.split(/[-_.]/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/**
 * An answer that is a file or a stream documents it, not JSON (the descriptor has no success schema for it). A
 * call that documents no refusal still has one: a control character anywhere in its input answers 417.
 */
function completeResponses(path: string, op: Operation) {
  const responses = (op.responses ??= {});
  if (!Object.keys(responses).some((code) => /^4/.test(code)))
    responses['417'] = { description: 'Refused input: a control character in the path, query or body' };
  if (Object.keys(responses).some((code) => /^2/.test(code))) return;
  const stream = path.endsWith('/stream');
  responses['200'] = stream
    ? { description: 'A Server-Sent Events stream', content: { 'text/event-stream': { schema: { type: 'string' } } } }
    : { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
}

/** Every `$ref` target reachable from `node`, following the components it reaches. */
function reachable(node: unknown, schemas: Json, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) reachable(item, schemas, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const name = key === '$ref' && typeof value === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(value)?.[1] : undefined;
      if (name && !found.has(name)) {
        found.add(name);
        reachable(schemas[name], schemas, found);
      } else reachable(value, schemas, found);
    }
  }
  return found;
}

export function audienceDocument(full: OpenapiDocument, audience: Audience, o: { server: string; description: string }): OpenapiDocument {
  const spec = AUDIENCES[audience];
  const doc = structuredClone(full);
  doc.paths = Object.fromEntries(Object.entries(doc.paths ?? {}).filter(([path]) => spec.prefixes.some((p) => path.startsWith(p))));
  if (!spec.webhooks) delete doc.webhooks;
  const tags = new Set<string>();
  const schemes = new Set<string>();
  const operations = [
    ...Object.entries(doc.paths).map(([path, item]) => [path, item] as const),
    ...Object.values(doc.webhooks ?? {}).map((item) => ['', item] as const),
  ];
  for (const [path, item] of operations) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (path) {
        op.operationId ??= derivedOperationId(method, path);
        completeResponses(path, op);
      }
      for (const tag of op.tags ?? []) tags.add(tag);
      for (const requirement of op.security ?? []) for (const name of Object.keys(requirement)) schemes.add(name);
    }
  }
  const schemas = doc.components?.schemas ?? {};
  const used = reachable([doc.paths, doc.webhooks], schemas);
  const keep = (all: Json | undefined, names: Set<string>) => Object.fromEntries(Object.entries(all ?? {}).filter(([n]) => names.has(n)));
  doc.components = { schemas: keep(schemas, used), securitySchemes: keep(doc.components?.securitySchemes, schemes) };
  doc.info = {
    ...doc.info,
    title: spec.title,
    description: o.description,
    // the partner's use of the API is governed by the bank's terms, not by an open-source licence
    license: { name: 'Terms of the bank API platform', url: `${o.server.replace(/\/$/, '')}/legal/terms` },
  };
  doc.servers = [{ url: o.server }];
  doc.tags = [...tags].sort().map((name) => ({ name, description: `${TAG_PREFIX[audience]}: ${name}.` }));
  return doc;
}
