import type { PartnerClient } from '@portal/sdk';
import { UsageError, type Out } from './commands';

/** What `simulate` reads from its flags. */
export interface SimulateFlags {
  wallet?: string;
  card?: string;
  client?: string;
  authorisation?: string;
  amount?: string;
  currency?: string;
  details?: string;
  merchant?: string;
  outcome?: string;
}

const need = (kind: string, flag: keyof SimulateFlags, v: SimulateFlags): string => {
  const value = v[flag];
  if (!value) throw new UsageError(`simulate ${kind}: give --${flag}`);
  return value;
};
const money = (kind: string, v: SimulateFlags) => ({
  amount: need(kind, 'amount', v),
  currency: (v.currency ?? 'EUR') as 'EUR',
});

/** Each kind: the simulation call (POST /partner/v1/simulations/…) its flags make. */
const KINDS: Record<string, (api: PartnerClient, v: SimulateFlags, k: string) => Promise<{ data?: unknown }>> = {
  'incoming-transfer': (api, v, k) =>
    api.POST('/partner/v1/simulations/incoming-transfer', {
      body: { walletId: need(k, 'wallet', v), ...money(k, v), details: v.details ?? '' },
    }),
  'outgoing-transfer': (api, v, k) =>
    api.POST('/partner/v1/simulations/outgoing-transfer', {
      body: { walletId: need(k, 'wallet', v), ...money(k, v), details: v.details ?? '', outcome: (v.outcome ?? 'settled') as 'settled' },
    }),
  'card-authorisation': (api, v, k) =>
    api.POST('/partner/v1/simulations/card-authorisations', {
      body: { cardId: need(k, 'card', v), ...money(k, v), merchant: v.merchant ?? 'Sandbox merchant' },
    }),
  'card-settlement': (api, v, k) =>
    api.POST('/partner/v1/simulations/card-authorisations/{authorisationId}/settlement', {
      params: { path: { authorisationId: need(k, 'authorisation', v) } },
    }),
  'card-reversal': (api, v, k) =>
    api.POST('/partner/v1/simulations/card-authorisations/{authorisationId}/reversal', {
      params: { path: { authorisationId: need(k, 'authorisation', v) } },
    }),
  'account-freeze': (api, v, k) =>
    api.POST('/partner/v1/simulations/accounts/{walletId}/freeze', { params: { path: { walletId: need(k, 'wallet', v) } } }),
  'account-unfreeze': (api, v, k) =>
    api.POST('/partner/v1/simulations/accounts/{walletId}/unfreeze', { params: { path: { walletId: need(k, 'wallet', v) } } }),
  'client-verification': (api, v, k) =>
    api.POST('/partner/v1/simulations/clients/{clientId}/verification', {
      params: { path: { clientId: need(k, 'client', v) } },
      body: { outcome: v.outcome as 'approved' | undefined },
    }),
};
export const SIMULATE_KINDS = Object.keys(KINDS);

/** `simulate KIND …`: runs one sandbox simulation and prints its answer (JSON). */
export async function simulate(o: { api: PartnerClient; kind: string | undefined; flags: SimulateFlags; out: Out }) {
  const run = o.kind ? KINDS[o.kind] : undefined;
  if (!run) throw new UsageError(`simulate: give a kind: ${SIMULATE_KINDS.join(', ')}`);
  const { data } = await run(o.api, o.flags, o.kind!);
  o.out.line(JSON.stringify(data, null, 2));
}
