import { z } from 'zod/mini';
import { publicBrand } from '../brand/brand';

/** Status object (partner-portal §3, customer-portal §3). */
export const statusObject = z
  .object({
    wlpId: z.nullable(z.string()).check(z.describe('white-label partner id of the signed-in partner')),
    agent: z.string().check(z.describe('the brand (agent) the portal shows')),
    invitationEnabled: z.boolean(),
    regionRestricted: z.boolean(),
    registrationDisabledReason: z.nullable(z.string()),
    registrationEnabled: z.boolean(),
    businessEnabled: z.boolean(),
    chatAppEnabled: z.boolean(),
    sumsubUrl: z.nullable(z.string()),
    loggedIn: z.boolean(),
    brand: publicBrand,
    maintenance: z
      .nullable(z.object({ message: z.nullable(z.string()), since: z.nullable(z.string()) }))
      .check(z.describe('set while the bank runs maintenance (issue 16): writes answer 503 maintenance, reads work')),
  })
  .register(z.globalRegistry, { id: 'Status' });
export type StatusObject = z.infer<typeof statusObject>;
