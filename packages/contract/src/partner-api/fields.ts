import { z } from 'zod/mini';
import { money } from '../common/primitives';
import { transaction } from '../partner-data/entities';
import type { RouteDescriptor } from '../common/route';
import type { PartnerScope } from '../secrets/scopes';

/** A partner API call: a route descriptor and the one scope an API key needs to make it. */
export interface PartnerRoute extends RouteDescriptor {
  scope: PartnerScope;
}

/** Currencies the sandbox opens wallets and cards in. */
export const PARTNER_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;

/** Largest single sandbox payment. */
export const PAYMENT_AMOUNT_MAX = '1000000.00';

export const partnerCurrency = z.enum(PARTNER_CURRENCIES).check(z.describe('ISO 4217 code the sandbox supports'));
export const walletIdRef = z.string().check(z.regex(/^\d{1,18}$/), z.describe('wallet id: digits, as returned by the API'));
export const paymentAmount = money.check(
  z.refine((a) => Number(a) > 0 && Number(a) <= Number(PAYMENT_AMOUNT_MAX), { message: 'amount_out_of_range' }),
  z.describe(`positive, at most ${PAYMENT_AMOUNT_MAX}`),
);

export const payment = z
  .extend(transaction, { balance: money.check(z.describe("the wallet's balance after the payment")) })
  .register(z.globalRegistry, { id: 'Payment' });
export type Payment = z.infer<typeof payment>;
