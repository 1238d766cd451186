import { z } from 'zod/mini';
import { twoFactorRules } from '../two-factor/two-factor';
import { IDENTITY_PROVIDERS } from '../identity/constants';

/** Provider identifiers named by customer-portal §1. */
export const PROVIDERS = ['AZURE', 'COSPAY', 'WALLEXCARD', 'DTSCB', 'TYNCOFEX'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const LEGAL_VERSIONS = ['default', 'bank', 'partner'] as const;
export type LegalVersion = (typeof LEGAL_VERSIONS)[number];

/** What the web app needs to know of the brand; served inside the status object. */
export const publicBrand = z
  .object({
    agent: z.string(),
    name: z.string(),
    productTitle: z.string(),
    primaryColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
    logoSvg: z.string(),
    /** the browser tab's icon (SVG); the logo when the brand gives none */
    faviconSvg: z.optional(z.string()),
    supportEmail: z.email(),
    /** the legal entity named in the legal pages */
    companyName: z.string(),
    legalVersion: z.enum(LEGAL_VERSIONS),
    provider: z.enum(PROVIDERS),
    /** who checks identities: the built-in sandbox widget or Sumsub */
    identityProvider: z.enum(IDENTITY_PROVIDERS),
    twoFactorActions: twoFactorRules,
  })
  .register(z.globalRegistry, { id: 'Brand' });
export type PublicBrand = z.infer<typeof publicBrand>;
