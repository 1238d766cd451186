/**
 * The identity check's names and limits, without a schema: the brand's schema names the providers, and a module that
 * imports these does not build identity's schemas (the web app's first download, `identity.ts`).
 */

/** Who checks a user's identity; each brand names one (brand config `identityProvider`). */
export const IDENTITY_PROVIDERS = ['sandbox', 'sumsub'] as const;
export type IdentityProviderName = (typeof IDENTITY_PROVIDERS)[number];

/** The sandbox widget asks for an identity document and a selfie: images of at most 5 MB (customer-portal §5). */
export const IDENTITY_DOCUMENT_KINDS = ['document', 'selfie'] as const;
export type IdentityDocumentKind = (typeof IDENTITY_DOCUMENT_KINDS)[number];
export const IDENTITY_FILE_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const IDENTITY_FILE_MIME: Record<(typeof IDENTITY_FILE_TYPES)[number], string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
export const IDENTITY_LIMITS = { fileBytesMax: 5_000_000, streetMax: 200, townMax: 100, postalCodeMax: 16 } as const;
/** Multipart field names of POST /api/identity/sandbox/documents. */
export const IDENTITY_FIELDS = { kind: 'kind', file: 'file' } as const;
export const isIdentityFileType = (ext: string): ext is (typeof IDENTITY_FILE_TYPES)[number] =>
  (IDENTITY_FILE_TYPES as readonly string[]).includes(ext);

/** Applicant review statuses, as Sumsub names them (its applicant-status answer). */
export const REVIEW_STATUSES = ['init', 'pending', 'prechecked', 'queued', 'completed', 'onHold'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
