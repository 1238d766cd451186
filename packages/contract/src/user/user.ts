import { z } from 'zod/mini';
import { isoDateTime, isoDate, email } from '../common/primitives';
import { PARTNER_STANDINGS, ROLES } from '../access/access';

export const USER_TYPES = ['INDIVIDUAL', 'EXTERNAL_INDIVIDUAL', 'EXTERNAL_BUSINESS', 'BUSINESS', 'EMPLOYEE'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const KYC_STATUSES = ['CREATED', 'PENDING', 'VERIFIED', 'IN_PROGRESS', 'REJECTED', 'PAID'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
/** Portal pages need this tier and a wlpId (partner-portal §2). */
export const PORTAL_MIN_TIER = 2;

/** A user's own KYC tier is at least 2 and it has a wlpId (the partner area itself follows the partner's standing). */
export const hasPartnerAccess = (u: { kycTier: number; wlpId?: string | null }): boolean => u.kycTier >= PORTAL_MIN_TIER && !!u.wlpId;

export const kycRecord = z
  .object({
    tier: z.int(),
    status: z.enum(KYC_STATUSES),
    createdDate: isoDateTime,
    updatedDate: isoDateTime,
    rejectionReason: z.nullable(z.string()),
    final: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'KycRecord' });
export type KycRecord = z.infer<typeof kycRecord>;

export const user = z
  .object({
    id: z.string(),
    clientId: z.string(),
    email,
    emailConfirmed: z.boolean(),
    type: z.enum(USER_TYPES),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    companyName: z.nullable(z.string()),
    companyRegNumber: z.nullable(z.string()),
    companyAddress: z.nullable(z.string()),
    companyCountry: z.nullable(z.string()),
    onBehalfOf: z.nullable(z.string()).check(z.describe('null means a business account owner')),
    mobileNumber: z.nullable(z.string()),
    birthDate: z.nullable(isoDate),
    country: z.nullable(z.string()),
    createdDate: isoDateTime,
    previousLoginDate: z.nullable(isoDateTime),
    disabled: z.boolean(),
    kycTier: z.int(),
    kyc: z.array(kycRecord),
    language: z.string(),
    twoFactorEnabled: z.boolean(),
    isOwner: z.boolean().check(z.describe('true for the partner account owner (team actions)')),
    role: z.nullable(z.enum(ROLES)).check(z.describe("the role in the partner's team (issue 13); null before the partner exists")),
    partnerStanding: z
      .nullable(z.enum(PARTNER_STANDINGS))
      .check(z.describe("the partner's standing now: anything but VERIFIED gates every member to /kyb; null without a partner")),
  })
  .register(z.globalRegistry, { id: 'User' });
export type User = z.infer<typeof user>;
