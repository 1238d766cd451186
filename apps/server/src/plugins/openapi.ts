import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { DOCS_API, ERROR_CODES } from '@portal/contract';

const baseDescription = `Partner portal API and partner API of the bank platform.

**Errors.** Business and validation errors answer **417** with \`{ "error", "error_param", "param_value" }\`.
Codes: ${ERROR_CODES.map((c) => `\`${c}\``).join(', ')}. A missing or expired session answers 401, an id of
another partner answers 404 exactly like an id that does not exist.

**Lists** take \`filter\` (\`field=value\` pairs joined by \`;\`), \`orderBy\`, \`sort\` (ASC|DESC), \`skip\`
(**a page index from 0**, not a row offset) and \`take\` (1..100) and answer \`{ "list": [...], "count": n }\`.

**Money** is a decimal string with two fixed decimals, never a float.`;

interface OpenapiOptions {
  /** more Markdown after the general description (the partner API's signing) */
  description: string;
  securitySchemes: Record<
    string,
    { type: 'apiKey'; in: 'header'; name: string; description: string } | { type: 'http'; scheme: 'bearer'; description: string }
  >;
}

export const openapiPlugin = fp(async (app: FastifyInstance, o: OpenapiOptions) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Bank API Platform: portal and partner API', version: '1.0.0', description: `${baseDescription}\n\n${o.description}` },
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer', description: 'Session token from POST /api-portal/auth/login' },
          ...o.securitySchemes,
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(DOCS_API.swagger.path, { schema: { hide: true } }, async () => app.swagger());
});
