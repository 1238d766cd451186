import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { WEBHOOK_EVENT_CATALOGUE, WEBHOOK_EVENT_TYPES, isWebhookEventType, webhookEventEnvelope, webhookEventExample } from './catalogue';

describe('webhook event catalogue', () => {
  it('declares the four types of the specification, each once, in order', () => {
    expect(WEBHOOK_EVENT_TYPES).toEqual(['ACCOUNT_CREATED', 'ACCOUNT_UPDATED', 'CARD_CREATED', 'CARD_UPDATED']);
    expect(new Set(WEBHOOK_EVENT_TYPES).size).toBe(WEBHOOK_EVENT_TYPES.length);
    expect(isWebhookEventType('CARD_UPDATED')).toBe(true);
    expect(isWebhookEventType('WEBHOOK_TEST')).toBe(false);
    expect(isWebhookEventType('toString')).toBe(false);
  });

  it.each(WEBHOOK_EVENT_TYPES)('%s: its example is a valid payload of its own schema, and its type names its family', (type) => {
    const entry = WEBHOOK_EVENT_CATALOGUE[type];
    expect(type.startsWith(`${entry.family}_`)).toBe(true);
    expect(entry.when.length).toBeGreaterThan(20);
    expect(entry.when.length).toBeLessThan(140);
    const body = webhookEventExample(type);
    expect(z.strictObject(webhookEventEnvelope(type).shape).parse(body)).toEqual(body);
    // an entity of the other family is not a valid payload of this type
    const other = WEBHOOK_EVENT_TYPES.find((t) => WEBHOOK_EVENT_CATALOGUE[t].family !== entry.family)!;
    expect(webhookEventEnvelope(type).safeParse({ ...body, entity: WEBHOOK_EVENT_CATALOGUE[other].example }).success).toBe(false);
  });
});
