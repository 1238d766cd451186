import { z } from 'zod';
import { publicBrand } from '../brand/brand';

/** Status object (partner-portal §3, customer-portal §3). */
export const statusObject = z
  .object({
    wlpId: z.string().nullable().describe('white-label partner id of the signed-in partner'),
    agent: z.string().describe('the brand (agent) the portal shows'),
    invitationEnabled: z.boolean(),
    regionRestricted: z.boolean(),
    registrationDisabledReason: z.string().nullable(),
    registrationEnabled: z.boolean(),
    businessEnabled: z.boolean(),
    chatAppEnabled: z.boolean(),
    sumsubUrl: z.string().nullable(),
    loggedIn: z.boolean(),
    brand: publicBrand,
    maintenance: z
      .object({ message: z.string().nullable(), since: z.string().nullable() })
      .nullable()
      .describe('set while the bank runs maintenance (issue 16): writes answer 503 maintenance, reads work'),
  })
  .meta({ id: 'Status' });
export type StatusObject = z.infer<typeof statusObject>;
