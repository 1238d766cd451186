import type { Account, Card, WebhookEventType } from '@portal/contract';

/**
 * The entity of a test event (POST /partner/v1/events/trigger): a minimal example of the entity the
 * type carries, with `test: true` and ids no real account or card has. When the event catalogue gives
 * every type its own example payload (issue 15), this becomes that example plus `test: true`.
 */
export function exampleEntity(type: WebhookEventType, now: Date): Record<string, unknown> & { test: true } {
  const created = now.toISOString();
  const common = {
    walletId: '999999999',
    integration: 'test',
    currency: 'EUR',
    balance: '0.00',
    balanceOnHold: '0.00',
    balanceFrozen: '0.00',
  };
  const clientId = '00000000-0000-4000-8000-000000000000';
  if (type.startsWith('CARD_')) {
    const card: Card = {
      ...common,
      cardholder: 'TEST CARDHOLDER',
      cardNumberMask: '5354 **** **** 0000',
      virtual: true,
      availableAmount: '0.00',
      lockedAmount: '0.00',
      status: 'ACTIVE',
      clientId,
      expirationDate: `${now.getUTCFullYear() + 3}-12-31`,
      creationDate: created,
    };
    return { ...card, test: true };
  }
  const account: Account = {
    ...common,
    status: 'ACTIVE',
    clientId,
    type: 'BANK',
    label: 'Test event',
    createdDate: created,
    bankDetails: null,
  };
  return { ...account, test: true };
}
