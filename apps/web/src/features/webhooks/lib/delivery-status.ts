import type { WebhookDeliveryStatus } from '@portal/contract';

/** Badge colour of each delivery status (text always says the status too). */
export const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  QUEUED: 'gray',
  SENDING: 'blue',
  RETRYING: 'orange',
  SUCCEEDED: 'green',
  FAILED: 'red',
  ON_HOLD: 'yellow',
};

/** Catalogue key (namespace `webhooks`) of each status's label. */
export const STATUS_LABEL_KEYS = {
  QUEUED: 'status.QUEUED',
  SENDING: 'status.SENDING',
  RETRYING: 'status.RETRYING',
  SUCCEEDED: 'status.SUCCEEDED',
  FAILED: 'status.FAILED',
  ON_HOLD: 'status.ON_HOLD',
} as const satisfies Record<WebhookDeliveryStatus, string>;

/** A pretty-printed JSON body; anything that is not JSON is shown as it came. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
