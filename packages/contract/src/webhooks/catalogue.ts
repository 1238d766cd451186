import { z } from 'zod/mini';
import { isoDateTime } from '../common/primitives';
import { ENVIRONMENTS, type Environment } from '../environment/environment';
import { account, card, type Account, type Card } from '../partner-data/entities';

/**
 * The event catalogue: every event type a partner's webhooks receive, declared once with
 * its entity schema (the account or card exactly as the partner API answers it), when it is sent
 * (English, for the OpenAPI document; the web app translates `webhooks.events.<TYPE>` in `docs.json`)
 * and a realistic example. The OpenAPI `webhooks` section, /docs/webhooks, the endpoint form's
 * event selection and the test event all read it.
 */
interface CatalogueEntry<E> {
  /** the entity family: a webhook may subscribe to a whole family (ACCOUNT_*, CARD_*) */
  family: 'ACCOUNT' | 'CARD';
  entity: z.ZodMiniType<E>;
  /** one line: when it is sent */
  when: string;
  /** the entity of a realistic event, also the payload of a test event of this type */
  example: E;
}

const EXAMPLE_ACCOUNT: Account = {
  walletId: '100000123',
  integration: 'DEMOPAY',
  currency: 'EUR',
  balance: '0.00',
  balanceOnHold: '0.00',
  balanceFrozen: '0.00',
  status: 'ACTIVE',
  clientId: '3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6',
  type: 'BANK',
  label: 'Main account',
  createdDate: '2025-10-09T08:53:20.000Z',
  bankDetails: {
    iban: 'IT41X0300203280000100000123',
    swift: 'PLTFITMMXXX',
    bankName: 'Platform Bank S.p.A.',
    bankAddress: 'Via Roma 1, 20121 Milano',
    recipient: 'Anna Rossi',
  },
};

const EXAMPLE_CARD: Card = {
  walletId: '100000123',
  integration: 'DEMOPAY',
  cardholder: 'ANNA ROSSI',
  cardNumberMask: '5354 **** **** 1234',
  virtual: true,
  currency: 'EUR',
  balance: '250.00',
  balanceOnHold: '0.00',
  balanceFrozen: '0.00',
  availableAmount: '250.00',
  lockedAmount: '0.00',
  status: 'ACTIVE',
  clientId: '3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6',
  expirationDate: '2029-10-31',
  creationDate: '2025-10-09T09:12:45.000Z',
};

export const WEBHOOK_EVENT_CATALOGUE = {
  ACCOUNT_CREATED: {
    family: 'ACCOUNT',
    entity: account,
    when: 'An account was opened for one of your clients (POST /partner/v1/accounts).',
    example: EXAMPLE_ACCOUNT,
  },
  ACCOUNT_UPDATED: {
    family: 'ACCOUNT',
    entity: account,
    when: "An account's status or label changed (PATCH /partner/v1/accounts/{walletId}), or a payment changed its balance.",
    example: { ...EXAMPLE_ACCOUNT, balance: '1250.00', label: 'Salary account' },
  },
  CARD_CREATED: {
    family: 'CARD',
    entity: card,
    when: 'A card was issued on one of your accounts (POST /partner/v1/cards): virtual cards ACTIVE, physical ORDERED.',
    example: EXAMPLE_CARD,
  },
  CARD_UPDATED: {
    family: 'CARD',
    entity: card,
    when: "A card's status changed (PATCH /partner/v1/cards/{walletId}), e.g. blocked, lost or stolen.",
    example: { ...EXAMPLE_CARD, status: 'BLOCKED' },
  },
} as const satisfies Record<string, CatalogueEntry<Account> | CatalogueEntry<Card>>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_CATALOGUE;
/** Events a partner's webhooks receive (partner-portal §3, CONTRACTS §5), in catalogue order. */
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_CATALOGUE) as [WebhookEventType, ...WebhookEventType[]];
export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES).register(z.globalRegistry, { id: 'WebhookEventType' });
export const isWebhookEventType = (s: string): s is WebhookEventType => Object.hasOwn(WEBHOOK_EVENT_CATALOGUE, s);

/** The JSON body of a delivery of one type (CONTRACTS §6): the envelope with that type's entity. */
export const webhookEventEnvelope = (type: WebhookEventType) =>
  z.object({
    type: z.literal(type),
    environment: z.enum(ENVIRONMENTS).check(z.describe('the environment whose change it tells: sandbox or live')),
    entity: WEBHOOK_EVENT_CATALOGUE[type].entity,
    eventTime: isoDateTime.check(z.describe('when the change happened (ISO-8601, UTC)')),
  });

/** The example body of one type's delivery: the catalogue's example entity in the envelope. */
export const webhookEventExample = (type: WebhookEventType, eventTime = '2025-10-09T08:53:20.000Z', environment: Environment = 'live') => ({
  type,
  environment,
  entity: WEBHOOK_EVENT_CATALOGUE[type].example,
  eventTime,
});

/** Sent (value `true`) with a test event only, so a receiver can tell it from a real one; it is not signed. */
export const WEBHOOK_TEST_HEADER = 'x-webhook-test';
