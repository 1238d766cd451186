import { z } from 'zod/mini';
import { SIGNATURE_REJECTIONS } from '../partner-api/signing';

/** Stable error codes. The web app translates them; the OpenAPI document lists them. */
export const ERROR_CODES = [
  'invalid_param',
  'validation_error',
  'not_found',
  'unauthorized',
  'forbidden',
  'rate_limited',
  'internal_error',
  // 503: the database or Redis cannot be reached for a moment; retry after Retry-After seconds
  'database_unavailable',
  'redis_unavailable',
  'query_timeout',
  // 417: the embedded database refuses a list query the planner expects to be slow (DB_EMBEDDED_MAX_COST)
  'query_too_expensive',
  'invalid_credentials',
  'email_not_confirmed',
  'user_disabled',
  'email_taken',
  'email_invalid',
  'invitation_code_invalid',
  'invitation_expired',
  'registration_disabled',
  'region_restricted',
  'code_invalid',
  'unchanged',
  // 417 on a new password that passes the checklist but is on the list of common passwords, or too easy to guess
  'password_breached',
  'password_weak',
  // Idempotency-Key: the key was used with another call (417), or its first call is still running (409)
  'idempotency_key_reused',
  'idempotency_key_in_use',
  'invalid',
  'insufficient_funds',
  'two_factor_required',
  'two_factor_code_invalid',
  'kyc_tier_required',
  'partner_not_verified',
  // a simulation called with a live key (403)
  'sandbox_only',
  'own_role',
  'owner_role',
  'invalid_role',
  'not_admin',
  'not_active',
  'action_forbidden',
  'conflict',
  'file_too_large',
  'file_type_not_allowed',
  'storage_quota_exceeded',
  'too_many_files',
  // partner API (signing, sandbox)
  ...SIGNATURE_REJECTIONS,
  'account_not_active',
  'account_closed',
  'card_closed',
  'currency_mismatch',
  'too_many_secrets',
  // Events API: test events turned off on this portal (EVENTS_TRIGGER)
  'test_events_disabled',
  // API keys: expiry, scopes, source addresses, creator
  'key_expired',
  'scope_denied',
  'ip_not_allowed',
  'creator_disabled',
  // webhooks
  'webhook_url_forbidden',
  'webhook_url_not_https',
  'webhook_url_unresolvable',
  'too_many_webhooks',
  'webhook_disabled',
  // team members
  'team_member_exists',
  'too_many_team_members',
  // two-factor sign-in
  'recovery_code_invalid',
  'two_factor_already_enabled',
  'two_factor_not_enabled',
  'two_factor_not_started',
  // step-up for sensitive actions
  'step_up_required',
  // identity verification
  'identity_documents_missing',
  'identity_provider_error',
  'identity_provider_unreachable',
  'identity_provider_not_configured',
  // the operator console
  'maintenance',
  'two_factor_enrolment_required',
  // verification reviews: the record no longer waits for the bank; the four-eyes rule
  'kyc_not_pending',
  'four_eyes_same_operator',
  'four_eyes_compliance_officer_required',
  'brand_change_review_pending',
  // operator administration
  'operator_exists',
  'operator_invitation_invalid',
  'operator_self',
  'last_administrator',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The 417 business/validation error shape (CONTRACTS §4). */
export const errorBody = z
  .object({
    error: z.string().check(z.describe('stable snake_case error code')),
    error_param: z.string().check(z.describe('the offending field, or CUSTOM_MESSAGE')),
    param_value: z.string().check(z.describe('the offending value, or a human-readable text')),
  })
  .register(z.globalRegistry, { id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

/** 401/403/404 answers. */
export const plainError = z
  .object({
    error: z.string(),
    message: z.string(),
    permission: z.optional(z.string()).check(z.describe('403 forbidden: the permission the role lacks')),
  })
  .register(z.globalRegistry, { id: 'PlainError' });
export type PlainError = z.infer<typeof plainError>;

export const TWO_FACTOR_DISABLED_MESSAGE = 'two factor auth is disabled';
export const CUSTOM_MESSAGE = 'CUSTOM_MESSAGE';
