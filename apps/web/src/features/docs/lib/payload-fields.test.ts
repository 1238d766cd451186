import { describe, expect, it } from 'vitest';
import { CARD_STATUSES, WEBHOOK_EVENT_CATALOGUE, WEBHOOK_EVENT_TYPES } from '@portal/contract';
import { payloadFields } from './payload-fields';

describe('payload fields of /docs/webhooks', () => {
  it('lists every field of the entity, nested ones by their path, with type, nullability and allowed values', () => {
    const account = payloadFields('ACCOUNT_CREATED');
    expect(account.map((f) => f.name)).toEqual(expect.arrayContaining(['walletId', 'balance', 'bankDetails', 'bankDetails.iban']));
    expect(account.find((f) => f.name === 'label')).toMatchObject({ type: 'string', nullable: true });
    expect(account.find((f) => f.name === 'bankDetails')).toMatchObject({ type: 'object', nullable: true });
    expect(payloadFields('CARD_UPDATED').find((f) => f.name === 'status')!.values).toEqual(CARD_STATUSES);
    expect(payloadFields('CARD_CREATED').find((f) => f.name === 'virtual')).toMatchObject({ type: 'boolean', nullable: false });
  });

  it.each(WEBHOOK_EVENT_TYPES)('%s: every top-level field of its example is listed', (type) => {
    const names = payloadFields(type).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(Object.keys(WEBHOOK_EVENT_CATALOGUE[type].example)));
  });
});
