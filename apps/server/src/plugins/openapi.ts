import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { DOCS_API, ERROR_CODES } from '@portal/contract';
import { audienceDocument, type Audience, type OpenapiDocument } from './openapi-audiences';

const baseDescription = `**Errors.** Business and validation errors answer **417** with \`{ "error", "error_param", "param_value" }\`.
Codes: ${ERROR_CODES.map((c) => `\`${c}\``).join(', ')}. A missing or expired session answers 401, an id of
another partner answers 404 exactly like an id that does not exist.

**Lists** take \`filter\` (\`field=value\` pairs joined by \`;\`), \`orderBy\`, \`sort\` (ASC|DESC), \`skip\`
(**a page index from 0**, not a row offset) and \`take\` (1..100) and answer \`{ "list": [...], "count": n }\`.

**Money** is a decimal string with two fixed decimals, never a float.`;

interface OpenapiOptions {
  /** more Markdown after the general description of the partner API's document (its signing) */
  description: string;
  securitySchemes: Record<
    string,
    { type: 'apiKey'; in: 'header'; name: string; description: string } | { type: 'http'; scheme: 'bearer'; description: string }
  >;
  /** the OpenAPI 3.1 `webhooks` section (the event catalogue) and the component schemas it refers to */
  webhooks?: { webhooks: Record<string, object>; schemas: Record<string, object> };
}

export const openapiPlugin = fp(async (app: FastifyInstance, o: OpenapiOptions) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Bank API Platform', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer', description: 'Session token from POST /api-portal/auth/login' },
          ...o.securitySchemes,
        },
      },
      webhooks: o.webhooks?.webhooks,
    },
    transform: jsonSchemaTransform,
    transformObject: (doc) => {
      const out = jsonSchemaTransformObject(doc);
      // the routes' own schemas win: the webhooks only add those no route uses
      const components = (out as { components?: { schemas?: Record<string, unknown> } }).components;
      if (components) components.schemas = { ...o.webhooks?.schemas, ...components.schemas };
      return out;
    },
  });
  const env = app.ctx.env;
  // without a public address the calls go to the origin that served the document
  const server = env.PUBLIC_URL ?? '/';
  const documents = new Map<Audience, OpenapiDocument>();
  const document = (audience: Audience) => {
    let doc = documents.get(audience);
    if (!doc) {
      const description = audience === 'partner' ? `${o.description}\n\n${baseDescription}` : baseDescription;
      doc = audienceDocument(app.swagger() as unknown as OpenapiDocument, audience, { server, description });
      documents.set(audience, doc);
    }
    return doc;
  };
  // the address the specification names is what /docs/api is built from (partner-portal §2, §7): the partner API
  app.get(DOCS_API.swagger.path, { schema: { hide: true } }, async () => document('partner'));
  app.get(DOCS_API.portal.path, { schema: { hide: true } }, async () => document('portal'));
  // the bank's back office is described to its operators only
  app.get(DOCS_API.operators.path, { schema: { hide: true }, onRequest: (req) => app.checkOperator(req, 'self') }, async () =>
    document('operators'),
  );
});
