import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineRoute, okSchema, pathOf } from './route';

const delivery = defineRoute({
  method: 'GET',
  path: '/api-portal/webhook/:id/deliveries/:deliveryId',
  params: z.object({ id: z.string(), deliveryId: z.string() }),
  responses: { 200: z.object({ id: z.string() }) },
});

describe('route descriptors', () => {
  it('fills every placeholder, URL-encoded', () => {
    expect(pathOf(delivery, { id: 'a/b', deliveryId: 'ü 1' })).toBe('/api-portal/webhook/a%2Fb/deliveries/%C3%BC%201');
  });

  it('needs no params for a path without placeholders', () => {
    expect(pathOf(defineRoute({ method: 'GET', path: '/api-portal/webhook', responses: {} }))).toBe('/api-portal/webhook');
  });

  it('refuses to build a path with a missing value instead of calling a wrong URL', () => {
    expect(() => pathOf(delivery, { id: 'x' } as never)).toThrow(/:deliveryId/);
  });

  it('finds the success schema: 200, else 201; none for a file answer', () => {
    const created = z.object({ created: z.boolean() });
    expect(okSchema(delivery)).toBe(delivery.responses[200]);
    expect(okSchema(defineRoute({ method: 'POST', path: '/x', responses: { 201: created } }))).toBe(created);
    expect(okSchema(defineRoute({ method: 'GET', path: '/x.pdf', responses: {} }))).toBeUndefined();
  });
});
