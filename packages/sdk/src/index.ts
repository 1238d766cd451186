export { createPartnerClient, type PartnerClient, type PartnerClientOptions, type RetryOptions } from './client';
export { PartnerApiError, type ApiErrorBody } from './errors';
export { streamEvents, type PartnerEvent, type StreamOptions } from './events';
export { signRequest, type ApiKey } from './signing';
export {
  signWebhook,
  verifyStandardWebhook,
  verifyWebhook,
  WebhookVerificationError,
  type VerifyOptions,
  type WebhookEvent,
} from './webhooks';
export type { components, operations, paths, webhooks } from './partner-api';
