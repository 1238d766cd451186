import type { AppContext } from '../../../context';
import { randomToken } from '../../../lib/crypto';
import { invalid } from '../../../lib/errors';
import * as repo from '../identity.repository';
import type { IdentityProvider } from './provider';
import { sumsubProvider } from './sumsub';

/** The built-in provider: the portal's own widget; the review is the operator's or, if the brand says so, automatic. */
function sandboxProvider(ctx: Pick<AppContext, 'db'>): IdentityProvider {
  return {
    name: 'sandbox',
    // the sandbox widget works with the portal session; the token only keeps Sumsub-shaped clients working
    accessToken: async (a) => ({ token: `sbx-${randomToken(24)}`, userId: a.userId }),
    async review(a) {
      const row = await repo.applicantOf(ctx.db, a.userId);
      if (!row) return { reviewStatus: 'init', answer: null, rejectType: null, comment: null };
      return { reviewStatus: row.reviewStatus, answer: row.answer, rejectType: row.rejectType, comment: row.comment };
    },
  };
}

/** The provider of a brand (`identityProvider` in the brands file); Sumsub's credentials come from env. */
export function providerFor(ctx: AppContext, agent: string | null): IdentityProvider {
  const brand = ctx.brands.get(agent);
  if (brand.identityProvider === 'sandbox') return sandboxProvider(ctx);
  const { SUMSUB_APP_TOKEN: appToken, SUMSUB_SECRET_KEY: secretKey } = ctx.env;
  if (!appToken || !secretKey) throw invalid('identity_provider_not_configured', 'SUMSUB_APP_TOKEN', `brand ${brand.agent} uses Sumsub`);
  return sumsubProvider({
    baseUrl: ctx.env.SUMSUB_BASE_URL,
    appToken,
    secretKey,
    levelName: ctx.env.SUMSUB_LEVEL_NAME,
    now: ctx.now,
    log: ctx.log,
    knownApplicant: async (userId) => (await repo.applicantOf(ctx.db, userId))?.externalId ?? null,
    rememberApplicant: (userId, id) => repo.saveExternalId(ctx.db, userId, 'sumsub', id),
  });
}
