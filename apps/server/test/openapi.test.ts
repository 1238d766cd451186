import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { STANDARD_WEBHOOK_HEADERS, WEBHOOK_EVENT_CATALOGUE, WEBHOOK_EVENT_TYPES, WEBHOOK_HEADERS, WEBHOOK_TIMING } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers/build';

let t: TestApp;
interface WebhookOperation {
  summary: string;
  description: string;
  parameters: Array<{ name: string; in: string }>;
  requestBody: {
    content: Record<string, { schema: { properties: Record<string, { const?: string; $ref?: string }> }; example: { entity: unknown } }>;
  };
  responses: Record<string, unknown>;
}
type Doc = Record<string, unknown> & {
  openapi: string;
  webhooks: Record<string, { post: WebhookOperation }>;
  components: { schemas: Record<string, unknown> };
};
let doc: Doc;
/** the portal's own calls (openapi-lint.test.ts checks the three documents apart) */
let portal: Doc;
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api-docs/swagger.json' })).json();
  portal = (await t.app.inject({ method: 'GET', url: '/api-docs/portal.json' })).json();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (checked against the official 3.1 schema)', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect((await new Validator().validate(structuredClone(portal))).errors ?? []).toEqual([]);
    expect(validator.version).toBe('3.1');
    // every $ref points at a schema that exists
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.filter((r) => !(r in doc.components.schemas))).toEqual([]);
    // and the validator does refuse a broken webhooks entry
    const broken = structuredClone(doc);
    broken.webhooks.ACCOUNT_CREATED!.post.parameters[0]!.in = 'body';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('marks the routes the web no longer uses deprecated, naming their successors (issue 15)', () => {
    const paths = portal.paths as Record<string, Record<string, { deprecated?: boolean; description?: string }>>;
    expect(paths['/api-portal/webhook/{id}/test']!.post).toMatchObject({
      deprecated: true,
      description: expect.stringContaining('test-event'),
    });
    expect(paths['/api-portal/webhook/{id}/replay']!.post).toMatchObject({
      deprecated: true,
      description: expect.stringContaining('recover'),
    });
    expect(paths['/api-portal/webhook/{id}/test-event']!.post.deprecated).toBeUndefined();
    expect(paths['/api-portal/webhook/{id}/recover']!.post.deprecated).toBeUndefined();
  });

  it('describes every event type of the catalogue in its webhooks section', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const type of WEBHOOK_EVENT_TYPES) {
      const op = doc.webhooks[type]!.post;
      expect(op.summary).toBe(WEBHOOK_EVENT_CATALOGUE[type].when);
      const media = op.requestBody.content['application/json']!;
      expect(media.schema.properties.type!.const).toBe(type);
      const family = WEBHOOK_EVENT_CATALOGUE[type].family === 'ACCOUNT' ? 'Account' : 'Card';
      expect(media.schema.properties.entity!.$ref).toBe(`#/components/schemas/${family}`);
      expect(media.example.entity).toEqual(WEBHOOK_EVENT_CATALOGUE[type].example);
      const headers = op.parameters.filter((p) => p.in === 'header').map((p) => p.name);
      expect(headers).toEqual(
        expect.arrayContaining([
          WEBHOOK_HEADERS.id,
          WEBHOOK_HEADERS.timestamp,
          WEBHOOK_HEADERS.signature,
          'x-webhook-sig-previous',
          ...Object.values(STANDARD_WEBHOOK_HEADERS),
        ]),
      );
      // how the webhook secret maps to a Standard Webhooks library's secret
      expect(op.description).toContain('"whsec_" + base64(UTF-8 bytes of your webhook secret)');
      expect(Object.keys(op.responses)).toContain('2XX');
      // the signing rule, the retry schedule and the answer expected, from the contract's figures
      expect(op.description).toContain('ts + "." + rawBody');
      expect(op.description).toContain(`within ${WEBHOOK_TIMING.attemptTimeoutMs / 1000} s`);
      expect(op.description).toContain('5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h');
    }
  });
});
