import { z } from 'zod';
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
    tier: z.number().int(),
    status: z.enum(KYC_STATUSES),
    createdDate: isoDateTime,
    updatedDate: isoDateTime,
    rejectionReason: z.string().nullable(),
    final: z.boolean(),
  })
  .meta({ id: 'KycRecord' });
export type KycRecord = z.infer<typeof kycRecord>;

export const user = z
  .object({
    id: z.string(),
    clientId: z.string(),
    email,
    emailConfirmed: z.boolean(),
    type: z.enum(USER_TYPES),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    companyName: z.string().nullable(),
    companyRegNumber: z.string().nullable(),
    companyAddress: z.string().nullable(),
    companyCountry: z.string().nullable(),
    onBehalfOf: z.string().nullable().describe('null means a business account owner'),
    mobileNumber: z.string().nullable(),
    birthDate: isoDate.nullable(),
    country: z.string().nullable(),
    createdDate: isoDateTime,
    previousLoginDate: isoDateTime.nullable(),
    disabled: z.boolean(),
    kycTier: z.number().int(),
    kyc: z.array(kycRecord),
    language: z.string(),
    twoFactorEnabled: z.boolean(),
    isOwner: z.boolean().describe('true for the partner account owner (team actions)'),
    role: z.enum(ROLES).nullable().describe("the role in the partner's team (issue 13); null before the partner exists"),
    partnerStanding: z
      .enum(PARTNER_STANDINGS)
      .nullable()
      .describe("the partner's standing now: anything but VERIFIED gates every member to /kyb; null without a partner"),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;
