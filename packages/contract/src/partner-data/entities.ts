import { z } from 'zod/mini';
import { money, isoDateTime, isoDate, currency } from '../common/primitives';

export const CLIENT_TYPES = ['EXTERNAL_INDIVIDUAL', 'EXTERNAL_BUSINESS'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export const ACCOUNT_STATUSES = ['ORDERED', 'ACTIVE', 'DELETED', 'TERMINATED', 'BLOCKED'] as const;
/** The account filter offers only these (partner-portal §4). */
export const ACCOUNT_FILTER_STATUSES = ['ACTIVE', 'ORDERED', 'BLOCKED', 'DELETED'] as const;
export const ACCOUNT_TYPES = ['CRYPTO', 'BANK', 'BANK_AND_CARD', 'STOCKS', 'TRUST'] as const;

export const CARD_STATUSES = [
  'REQUESTED',
  'PENDING',
  'ORDERED',
  'ORDER_COMPLETED',
  'APPROVED',
  'REJECTED',
  'BLOCKED',
  'SUSPENDED',
  'ACTIVE',
  'ACTIVATING',
  'INACTIVE',
  'LOST',
  'STOLEN',
  'EXPIRED',
  'UNKNOWN',
] as const;
/** The card filter's options, as the spec lists them (partner-portal §2). */
export const CARD_FILTER_STATUSES = [
  'ACTIVE',
  'ORDERED',
  'BLOCKED',
  'UNKNOWN',
  'REQUESTED',
  'PENDING',
  'ORDER_COMPLETED',
  'APPROVED',
  'REJECTED',
  'SUSPENDED',
  'ACTIVATING',
  'INACTIVE',
  'LOST',
  'STOLEN',
  'EXPIRED',
] as const;

export const client = z
  .object({
    clientId: z.string(),
    email: z.string(),
    type: z.enum(CLIENT_TYPES),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    companyName: z.nullable(z.string()),
    companyRegNumber: z.nullable(z.string()),
    createdDate: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'Client' });
export type Client = z.infer<typeof client>;

export const bankDetails = z.object({
  bankAddress: z.string(),
  bankName: z.string(),
  iban: z.string(),
  recipient: z.string(),
  swift: z.string(),
});

/** The balances an account and a card both show. */
const balances = { balance: money, balanceOnHold: money, balanceFrozen: money };

export const account = z
  .object({
    walletId: z.string(),
    integration: z.string(),
    currency,
    ...balances,
    status: z.enum(ACCOUNT_STATUSES),
    clientId: z.string(),
    type: z.enum(ACCOUNT_TYPES),
    label: z.nullable(z.string()),
    createdDate: isoDateTime,
    bankDetails: z.nullable(bankDetails),
  })
  .register(z.globalRegistry, { id: 'Account' });
export type Account = z.infer<typeof account>;

export const card = z
  .object({
    walletId: z.string(),
    integration: z.string(),
    cardholder: z.string(),
    cardNumberMask: z.string().check(z.describe('only the mask is ever stored, e.g. 5354 **** **** 1234')),
    virtual: z.boolean(),
    currency,
    ...balances,
    availableAmount: money,
    lockedAmount: money,
    status: z.enum(CARD_STATUSES),
    clientId: z.string(),
    expirationDate: isoDate,
    creationDate: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'Card' });
export type Card = z.infer<typeof card>;

export const transaction = z
  .object({
    transactionNumber: z.string(),
    transactionType: z.string(),
    origCcy: currency,
    amountOrigCcy: money,
    details: z.string(),
    date: isoDateTime,
    walletId: z.string(),
    clientId: z.string(),
  })
  .register(z.globalRegistry, { id: 'Transaction' });
export type Transaction = z.infer<typeof transaction>;

export const invoice = z
  .object({
    number: z.string(),
    amount: money,
    currency,
    paybefore: isoDate,
    paid: z.boolean(),
    attachment: z.nullable(z.object({ key: z.string(), name: z.string() })),
  })
  .register(z.globalRegistry, { id: 'Invoice' });
export type Invoice = z.infer<typeof invoice>;
