import { KEY_ALLOWED_IPS_MAX, SIGNATURE_HEADERS, SIGNATURE_TOLERANCE_SECONDS, WEBHOOK_EVENT_TYPES } from '@portal/contract';

/** The three headers of a signed partner API call, as OpenAPI security schemes (all three are required together). */
export const partnerApiSecuritySchemes = {
  appToken: {
    type: 'apiKey',
    in: 'header',
    name: SIGNATURE_HEADERS.token,
    description:
      "The API secret's `token` (generated on the account page, API secrets)." +
      ' The key may be limited to scopes, an expiry date and a list of source addresses: see the partner API description.',
  },
  appTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: SIGNATURE_HEADERS.timestamp,
    description:
      `Unix time in **seconds** when the request is sent` + `; refused when more than ${SIGNATURE_TOLERANCE_SECONDS} s from server time.`,
  },
  appSignature: {
    type: 'apiKey',
    in: 'header',
    name: SIGNATURE_HEADERS.signature,
    description:
      "Lower-case hex HMAC-SHA256 keyed with the API secret's `secret`," +
      ' over `ts + METHOD + pathWithQuery + body` (no separators; the body exactly as sent, omitted when empty).',
  },
} as const;

export const partnerApiDescription =
  `## Partner API (\`/partner/v1\`)

Every partner API call is signed with an API secret (token + secret) generated on the account page:

| Header | Value |
|---|---|
| \`${SIGNATURE_HEADERS.token}\` | the secret's \`token\` |
| \`${SIGNATURE_HEADERS.timestamp}\` | Unix time in **seconds** |
| \`${SIGNATURE_HEADERS.signature}\` | lower-case hex HMAC-SHA256, keyed with the secret's \`secret\`,` +
  ` over \`ts + METHOD + pathWithQuery + body\` |

Example: \`GET /partner/v1/clients?take=5\` at \`1760000000\` signs the text \`1760000000GET/partner/v1/clients?take=5\`;
a \`POST\` appends the JSON body exactly as sent: \`1760000000POST/partner/v1/accounts{"clientId":"…","currency":"EUR"}\`.

A rejected call answers **401** \`{ "error": "<reason>", "message": "<plain words>" }\` where the reason is one of
\`missing_headers\` (a header is absent), \`unknown_token\` (no secret has this token), \`secret_deleted\` (the secret was deleted),
\`invalid_timestamp\` (not whole Unix seconds), \`stale_timestamp\` (more than ${SIGNATURE_TOLERANCE_SECONDS} s from server time),
\`bad_signature\` (the message shows the exact string the server signed, never the secret) and \`replayed\`
(this token, timestamp and signature were already used: sign every request anew; two identical requests in the same second
carry the same signature, so vary the query or wait a second) and \`key_expired\` (the key's expiry date has passed, or the key
was rolled and this old pair's overlap has ended).

### API keys: scopes, expiry, roll, IP lists

- **Scopes.** A key has \`FULL\` access, \`READ_ONLY\` access (every \`:read\` scope) or \`RESTRICTED\` access to a chosen set of
  \`clients|accounts|cards|transactions|events\` \`:read|:write\` scopes; a write scope includes reading the same resource. Each
  call below names the scope it needs. A call outside the key's scope answers **403** \`scope_denied\` naming the scope.
- **Expiry.** Optional end date; afterwards calls answer 401 \`key_expired\`. The account owner and the key's creator get an inbox
  message and an e-mail 7 days and 1 day before.
- **Roll.** \`POST /api-portal/user/secrets/{id}/roll\` gives a new token/secret pair with the same settings, shown once; the old
  pair keeps working for the chosen overlap (\`now\`, \`1h\`, \`24h\`, \`7d\`), then answers 401 \`key_expired\`.
- **IP allowlist.** Up to ${KEY_ALLOWED_IPS_MAX} IPv4/IPv6 addresses and CIDR ranges; calls from elsewhere answer **403**
  \`ip_not_allowed\` naming the address. The address is the TCP peer's, or, only when the peer is a proxy the operator trusts
  (\`TRUST_PROXY\`), the client it reports in \`X-Forwarded-For\`.
- **Creator.** Each key records the member who created it and each member who rolled it (they have seen a secret); disabling
  or removing any of them revokes the key (401 \`secret_deleted\`) unless the owner takes it over, and a key whose creator is
  disabled answers **403** \`creator_disabled\`.
- **Standing.** While the partner's verification is not complete, or the operator has disabled the partner, every correctly
  signed call answers **403** \`partner_not_verified\`.

A refused call answers \`{ "error": "<reason>", "message": "<plain words>" }\` with 401 or 403 as above.

Every call that carries a valid signature, accepted or refused (expired key, scope, address, rate limit), appears in the
request log of the portal (Documentation → Request log), the last 10,000 per partner; calls with an unknown token or a
bad signature are only counted, apart, so that nobody can write into your log.
Writes emit webhook events (${WEBHOOK_EVENT_TYPES.join(', ')}) written in the same transaction as the change;
the \`webhooks\` section of this document describes each one.
The same events are listed by \`GET /partner/v1/events\` (90 days), streamed by \`GET /partner/v1/events/stream\` (Server-Sent
Events, signed once when it opens, resumable with \`Last-Event-ID\`) and fired as tests by \`POST /partner/v1/events/trigger\`;
\`portal-cli\` (packages/cli) uses them to forward events to a local URL.`;
