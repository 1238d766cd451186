import type { FastifyRequest } from 'fastify';
import { ENVIRONMENT_HEADER, ENVIRONMENTS, type Environment } from '@portal/contract';
import { AppError, invalid, unauthorized } from './errors';
import { standingAllows } from './standing';

/** The signed-in partner's id; only call behind requirePartner. */
export function partnerOf(req: FastifyRequest): string {
  if (!req.user?.partnerId) throw unauthorized();
  return req.user.partnerId;
}

/**
 * The signed-in partner and the environment the screen shows (the x-environment header; live without it), checked
 * against the partner's standing read with the session: live only past the gate. Only call behind requirePartner.
 */
export function partnerScope(req: FastifyRequest): { partnerId: string; environment: Environment } {
  const partnerId = partnerOf(req);
  const asked = req.headers[ENVIRONMENT_HEADER] ?? 'live';
  const environment = ENVIRONMENTS.find((e) => e === asked);
  if (!environment) throw invalid('invalid_param', ENVIRONMENT_HEADER, String(asked).slice(0, 20));
  if (!standingAllows(req.user!.standing, environment))
    throw new AppError(403, 'kyc_tier_required', "the live environment needs the partner's verification (KYC tier 2)");
  return { partnerId, environment };
}
