import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineRoute } from '@portal/contract';
import { register } from '../src/lib/route';

const route = defineRoute({
  method: 'POST',
  path: '/things/:id/touch',
  params: z.object({ id: z.string().check(z.maxLength(4)) }),
  responses: { 200: z.object({ id: z.string(), touched: z.boolean() }) },
});

describe('register', () => {
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);
  afterEach(() => {
    process.off('warning', onWarning);
  });

  it('serves a descriptor with its schemas and leaves out the parts it has not (no Fastify warning)', async () => {
    process.on('warning', onWarning);
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    register(app, route, { summary: 'touch', tags: ['t'], handler: (req) => ({ id: req.params.id, touched: true }) });
    await app.ready();
    expect((await app.inject({ method: 'POST', url: '/things/ab/touch' })).json()).toEqual({ id: 'ab', touched: true });
    expect((await app.inject({ method: 'POST', url: '/things/abcdef/touch' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/things/ab/touch' })).statusCode).toBe(404);
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.includes('schema'))).toEqual([]);
    await app.close();
  });

  it('refuses to register a portal route that does not say who may call it (issue 13)', () => {
    const app = Fastify();
    for (const path of ['/api-portal/things', '/api/things']) {
      const portal = defineRoute({ method: 'GET', path, responses: { 200: z.object({ ok: z.boolean() }) } });
      expect(() => register(app, portal, { summary: 'x', tags: ['t'], handler: () => ({ ok: true }) })).toThrow(/needs `access`/);
    }
    // a marker or a permission is enough; the signed partner API is guarded by its signature
    const open = defineRoute({ method: 'GET', path: '/api/open', responses: { 200: z.object({ ok: z.boolean() }) } });
    expect(() => register(app, open, { summary: 'x', tags: ['t'], access: 'public', handler: () => ({ ok: true }) })).not.toThrow();
  });
});
