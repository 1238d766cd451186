import type { IdentityAccessToken, IdentityProviderName, ReviewStatus } from '@portal/contract';

/** The provider's view of an applicant's review (Sumsub's applicant-status answer, reduced). */
export interface ProviderReview {
  reviewStatus: ReviewStatus;
  answer: 'GREEN' | 'RED' | null;
  rejectType: 'FINAL' | 'RETRY' | null;
  /** a comment the applicant may read (Sumsub's moderationComment, else its reject labels) */
  comment: string | null;
}

export interface ApplicantRef {
  userId: string;
  email: string;
}

/**
 * Who checks a user's identity. The brand names one (`identityProvider`): the built-in sandbox,
 * whose widget lives in the portal, or Sumsub, whose WebSDK runs with the access token.
 */
export interface IdentityProvider {
  readonly name: IdentityProviderName;
  /** a token for the provider's widget, valid for this applicant only */
  accessToken(a: ApplicantRef): Promise<IdentityAccessToken>;
  /** where the applicant's review stands */
  review(a: ApplicantRef): Promise<ProviderReview>;
}
