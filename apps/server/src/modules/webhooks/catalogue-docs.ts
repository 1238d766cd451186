import { z } from 'zod/mini';
import {
  STANDARD_WEBHOOK_HEADERS,
  WEBHOOK_EVENT_CATALOGUE,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_HEADERS,
  WEBHOOK_TIMING,
  webhookEventEnvelope,
  webhookEventExample,
} from '@portal/contract';

/**
 * The OpenAPI 3.1 `webhooks` section, one entry per type of the event catalogue: the
 * delivery's body (the envelope with the type's entity), its headers, the signing rule, the retry
 * schedule and the answer the receiver gives. Entity schemas with an id (Account, Card) are
 * referenced from `components.schemas`, where the partner API's answers already put them.
 */

/** The header a delivery carries during a secret roll: the signature made with the previous secret. */
const PREVIOUS_SIGNATURE_HEADER = WEBHOOK_HEADERS.signaturePrevious;

const SECOND = 1000;
function duration(ms: number): string {
  if (ms % (3600 * SECOND) === 0) return `${ms / (3600 * SECOND)} h`;
  if (ms % (60 * SECOND) === 0) return `${ms / (60 * SECOND)} min`;
  return `${ms / SECOND} s`;
}

export const webhookDeliveryRules = () => {
  const t = WEBHOOK_TIMING;
  return `**Signature.** \`${WEBHOOK_HEADERS.signature}\` is the lower-case hex HMAC-SHA256, keyed with the webhook's secret, of
\`${WEBHOOK_HEADERS.timestamp} + "." + rawBody\` (the body exactly as received, before any JSON parsing). Compare in constant
time and refuse a timestamp far from your clock. During a secret roll, each delivery also carries \`${PREVIOUS_SIGNATURE_HEADER}\`,
the same signature made with the previous secret, until the overlap ends: accept either.

**Standard Webhooks.** Every delivery also carries \`${STANDARD_WEBHOOK_HEADERS.id}\`, \`${STANDARD_WEBHOOK_HEADERS.timestamp}\` and
\`${STANDARD_WEBHOOK_HEADERS.signature}\` as standardwebhooks.com defines them, so the \`standardwebhooks\` or Svix libraries of any
language verify it. Their secret is \`"whsec_" + base64(UTF-8 bytes of your webhook secret)\`: the same key as above, written the
way those libraries read it (a secret that already starts with \`whsec_\` is encoded whole, prefix included). During a roll the
header holds both signatures, space-separated, and the libraries accept either.

**Answer.** Any 2xx within ${duration(t.attemptTimeoutMs)} is a success; the body of the answer is kept (first
${t.responseKeepBytes} bytes) for the delivery log but not read. Redirects are not followed.

**Retries.** Any other answer, or none in time, is retried after ${t.retryDelaysMs.map(duration).join(', ')}, then every
${duration(t.laterDelayMs)}, for ${duration(t.retryPeriodMs)} after the first attempt; then the delivery FAILED. Every attempt
of one event carries the same \`${WEBHOOK_HEADERS.id}\` and body: use it to ignore duplicates. Events of different entities may
arrive out of order; compare \`eventTime\`. An endpoint failing for ${duration(t.disableAfterMs)} without a success is disabled.`;
};

const headerParameters = [
  {
    name: WEBHOOK_HEADERS.id,
    in: 'header',
    required: true,
    description: 'the event id: the same on every attempt and resend of one event',
    schema: { type: 'string', format: 'uuid' },
  },
  {
    name: WEBHOOK_HEADERS.timestamp,
    in: 'header',
    required: true,
    description: 'Unix time in seconds when this attempt was signed',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: WEBHOOK_HEADERS.signature,
    in: 'header',
    required: true,
    description: 'lower-case hex HMAC-SHA256 over `ts + "." + rawBody`, keyed with the webhook secret',
    schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  },
  {
    name: PREVIOUS_SIGNATURE_HEADER,
    in: 'header',
    required: false,
    description: 'only during a secret roll: the same signature made with the previous secret',
    schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  },
  {
    name: STANDARD_WEBHOOK_HEADERS.id,
    in: 'header',
    required: true,
    description: `Standard Webhooks: the event id, equal to ${WEBHOOK_HEADERS.id}`,
    schema: { type: 'string', format: 'uuid' },
  },
  {
    name: STANDARD_WEBHOOK_HEADERS.timestamp,
    in: 'header',
    required: true,
    description: `Standard Webhooks: Unix seconds, equal to ${WEBHOOK_HEADERS.timestamp}`,
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: STANDARD_WEBHOOK_HEADERS.signature,
    in: 'header',
    required: true,
    description:
      'Standard Webhooks: `v1,` and the base64 HMAC-SHA256 over `id + "." + ts + "." + rawBody` keyed with the webhook secret; ' +
      "during a roll also the previous secret's, after a space",
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/]{43}=( v1,[A-Za-z0-9+/]{43}=)?$' },
  },
];

type JsonSchema = Record<string, unknown>;

/** Points `#/$defs/X` at `#/components/schemas/X` everywhere in a JSON Schema. */
function toComponentRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toComponentRefs);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' ? v.replace(/^#\/\$defs\//, '#/components/schemas/') : toComponentRefs(v),
    ]),
  );
}

/** The `webhooks` section and the component schemas its bodies refer to. */
export function webhooksOpenapi(): { webhooks: Record<string, JsonSchema>; schemas: Record<string, JsonSchema> } {
  const schemas: Record<string, JsonSchema> = {};
  const rules = webhookDeliveryRules();
  const webhooks = Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => {
      const {
        $defs,
        $schema: _,
        ...body
      } = z.toJSONSchema(webhookEventEnvelope(type), { target: 'draft-2020-12', io: 'output' }) as JsonSchema & {
        $defs?: Record<string, JsonSchema>;
      };
      for (const [id, def] of Object.entries($defs ?? {})) schemas[id] = toComponentRefs(def) as JsonSchema;
      const entry = WEBHOOK_EVENT_CATALOGUE[type];
      return [
        type,
        {
          post: {
            operationId: `webhook${type}`,
            summary: entry.when,
            description: `Sent to each enabled webhook subscribed to ${type} (or to every type).\n\n${rules}`,
            tags: ['webhook events'],
            // sent by the bank to the partner: the receiver checks the signature headers, no credential is asked
            security: [],
            parameters: headerParameters,
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toComponentRefs(body), example: webhookEventExample(type) } },
            },
            responses: {
              '2XX': { description: `Received. Answer within ${duration(WEBHOOK_TIMING.attemptTimeoutMs)}.` },
              default: { description: 'Not received: the delivery is tried again on the retry schedule.' },
            },
          },
        },
      ];
    }),
  );
  return { webhooks, schemas };
}
