import { PARTNER_API, pathOf, webhookEventExample } from '@portal/contract';

/** Code, not prose: the samples are the same in every language. `base` is the portal's origin. */

export type SampleLanguage = 'typescript' | 'curl' | 'node' | 'python' | 'php';
export const SAMPLE_TITLES: Record<SampleLanguage, string> = {
  typescript: 'TypeScript (SDK)',
  curl: 'curl + openssl',
  node: 'Node.js',
  python: 'Python',
  php: 'PHP',
};

/** The call every sample makes: create a client (POST) and list five (GET). */
const CLIENTS = pathOf(PARTNER_API.createClient);
const FIVE_CLIENTS = `${pathOf(PARTNER_API.clients)}?take=5`;
const BODY = '{"type":"EXTERNAL_INDIVIDUAL","email":"anna.rossi@example.com","firstName":"Anna","lastName":"Rossi"}';

/** Signing a partner API call (CONTRACTS §5). */
export function signingSamples(base: string): Record<SampleLanguage, string> {
  return {
    // run against the server by packages/sdk/test/sdk.test.ts
    typescript: `// TypeScript (or JavaScript) with the portal's SDK: it signs, retries and types every call.
import { PartnerApiError, createPartnerClient } from '@portal/sdk';

const api = createPartnerClient({
  baseUrl: '${base}',
  apiKey: process.env.API_TOKEN!,     // the API secret's token
  apiSecret: process.env.API_SECRET!, // the API secret's secret: keep it on your server
});

try {
  const { data: client } = await api.POST('${CLIENTS}', {
    body: { type: 'EXTERNAL_INDIVIDUAL', email: 'anna.rossi@example.com', firstName: 'Anna', lastName: 'Rossi' },
  });
  console.log(client);
} catch (e) {
  // a refused input answers 417 naming the field
  if (e instanceof PartnerApiError && e.isValidation()) console.error(e.body.error_param, e.body.param_value);
  else throw e;
}

const { data } = await api.GET('${pathOf(PARTNER_API.clients)}', { params: { query: { take: 5 } } });
console.log(data);`,
    curl: `# Signs and sends one call. Needs bash, openssl and curl.
TOKEN='pk_your_token'    # the API secret's token
SECRET='sk_your_secret'  # the API secret's secret: keep it on your server
BASE='${base}'

TS=$(date +%s)            # Unix time in seconds
METHOD='POST'             # upper case
PATH_Q='${CLIENTS}'   # path and query exactly as sent
BODY='${BODY}'

SIG=$(printf '%s' "$TS$METHOD$PATH_Q$BODY" | openssl dgst -sha256 -hmac "$SECRET" | sed 's/^.*= //')

curl -sS -X "$METHOD" "$BASE$PATH_Q" \\
  -H "x-app-access-token: $TOKEN" \\
  -H "x-app-access-ts: $TS" \\
  -H "x-app-access-sig: $SIG" \\
  -H 'content-type: application/json' \\
  --data-raw "$BODY"

# A GET has no body: sign "$TS"GET${FIVE_CLIENTS} and leave --data-raw out.`,
    node: `// Node.js 18 or later: fetch and node:crypto, nothing to install.
import crypto from 'node:crypto';

const BASE = '${base}';
const TOKEN = process.env.API_TOKEN;   // the API secret's token
const SECRET = process.env.API_SECRET; // the API secret's secret

export async function partnerApi(method, pathWithQuery, body) {
  const ts = String(Math.floor(Date.now() / 1000));
  const raw = body === undefined ? '' : JSON.stringify(body); // sign exactly the text you send
  const sig = crypto.createHmac('sha256', SECRET).update(ts + method.toUpperCase() + pathWithQuery + raw).digest('hex');
  const res = await fetch(BASE + pathWithQuery, {
    method,
    headers: {
      'x-app-access-token': TOKEN,
      'x-app-access-ts': ts,
      'x-app-access-sig': sig,
      ...(raw ? { 'content-type': 'application/json' } : {}),
    },
    body: raw || undefined,
  });
  if (!res.ok) throw new Error(\`\${res.status} \${await res.text()}\`);
  return res.json();
}

console.log(await partnerApi('GET', '${FIVE_CLIENTS}'));`,
    python: `# Python 3, standard library only.
import hashlib, hmac, json, os, time, urllib.request

BASE = '${base}'
TOKEN = os.environ['API_TOKEN']    # the API secret's token
SECRET = os.environ['API_SECRET']  # the API secret's secret

def partner_api(method, path_with_query, body=None):
    ts = str(int(time.time()))
    # sign exactly the text you send: compact JSON, and send these bytes unchanged
    raw = '' if body is None else json.dumps(body, separators=(',', ':'), ensure_ascii=False)
    message = ts + method.upper() + path_with_query + raw
    sig = hmac.new(SECRET.encode(), message.encode(), hashlib.sha256).hexdigest()
    headers = {'x-app-access-token': TOKEN, 'x-app-access-ts': ts, 'x-app-access-sig': sig}
    if raw:
        headers['content-type'] = 'application/json'
    req = urllib.request.Request(BASE + path_with_query, data=raw.encode() if raw else None,
                                 headers=headers, method=method.upper())
    with urllib.request.urlopen(req) as res:
        return json.loads(res.read())

print(partner_api('GET', '${FIVE_CLIENTS}'))`,
    php: `<?php
// PHP 7.4 or later with the curl extension.
const BASE = '${base}';

function partnerApi(string $method, string $pathWithQuery, ?array $body = null): array
{
    $token = getenv('API_TOKEN');   // the API secret's token
    $secret = getenv('API_SECRET'); // the API secret's secret
    $ts = (string) time();
    $method = strtoupper($method);
    // sign exactly the text you send
    $raw = $body === null ? '' : json_encode($body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
    $sig = hash_hmac('sha256', $ts . $method . $pathWithQuery . $raw, $secret);
    $headers = ["x-app-access-token: $token", "x-app-access-ts: $ts", "x-app-access-sig: $sig"];
    $ch = curl_init(BASE . $pathWithQuery);
    curl_setopt($ch, CURLOPT_CUSTOMREQUEST, $method);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    if ($raw !== '') {
        $headers[] = 'content-type: application/json';
        curl_setopt($ch, CURLOPT_POSTFIELDS, $raw);
    }
    curl_setopt($ch, CURLOPT_HTTPHEADER, $headers);
    $answer = curl_exec($ch);
    $status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
    curl_close($ch);
    if ($status >= 300) {
        throw new RuntimeException("$status $answer");
    }
    return json_decode($answer, true);
}

print_r(partnerApi('GET', '${FIVE_CLIENTS}'));`,
  };
}

/** Checking a webhook delivery (CONTRACTS §6): HMAC over ts + "." + the raw body. */
export function webhookSamples(): Record<Exclude<SampleLanguage, 'curl'>, string> {
  return {
    typescript: `// TypeScript (or JavaScript) with the portal's SDK: verify the raw body before parsing it.
import http from 'node:http';
import { verifyWebhook } from '@portal/sdk';

const SECRET = process.env.WEBHOOK_SECRET!; // the secret you saved with the webhook

http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    try {
      // x-webhook-sig (or x-webhook-sig-previous during a secret roll) and a timestamp within 5 minutes
      const event = await verifyWebhook({ secret: SECRET, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      // x-webhook-id is the same on every retry: skip ids you have already handled
      console.log(req.headers['x-webhook-id'], event.type, event.entity);
      res.writeHead(204).end(); // answer 2xx within 10 s; do slow work afterwards
    } catch {
      res.writeHead(401).end();
    }
  });
}).listen(3000);`,
    node: `// Node.js: verify before parsing; use the raw body bytes exactly as received.
import crypto from 'node:crypto';
import http from 'node:http';

const SECRET = process.env.WEBHOOK_SECRET; // the secret you saved with the webhook
const TOLERANCE_S = 300;                   // refuse old deliveries (replays)

http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    const ts = req.headers['x-webhook-ts'];
    const sig = String(req.headers['x-webhook-sig'] ?? '');
    const expected = crypto.createHmac('sha256', SECRET).update(\`\${ts}.\${raw}\`).digest('hex');
    const fresh = Math.abs(Date.now() / 1000 - Number(ts)) <= TOLERANCE_S;
    const valid = sig.length === expected.length && crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
    if (!fresh || !valid) return res.writeHead(401).end();
    const event = JSON.parse(raw); // { type, entity, eventTime }
    // x-webhook-id is the same on every retry: skip ids you have already handled
    console.log(req.headers['x-webhook-id'], event.type, event.entity);
    res.writeHead(204).end(); // answer 2xx within 10 s; do slow work afterwards
  });
}).listen(3000);`,
    python: `# Python 3 (Flask shown; any framework that gives the raw body works).
import hashlib, hmac, os, time
from flask import Flask, request, abort

SECRET = os.environ['WEBHOOK_SECRET'].encode()
app = Flask(__name__)

@app.post('/webhooks/bank')
def bank_webhook():
    raw = request.get_data()  # the raw bytes, before any JSON parsing
    ts = request.headers.get('x-webhook-ts', '')
    sig = request.headers.get('x-webhook-sig', '')
    expected = hmac.new(SECRET, ts.encode() + b'.' + raw, hashlib.sha256).hexdigest()
    if not ts.isdigit() or abs(time.time() - int(ts)) > 300 or not hmac.compare_digest(sig, expected):
        abort(401)
    event = request.get_json()  # { type, entity, eventTime }
    # x-webhook-id is the same on every retry: skip ids you have already handled
    print(request.headers['x-webhook-id'], event['type'])
    return '', 204`,
    php: `<?php
// PHP: read the raw body before decoding it.
$secret = getenv('WEBHOOK_SECRET');
$raw = file_get_contents('php://input');
$ts = $_SERVER['HTTP_X_WEBHOOK_TS'] ?? '';
$sig = $_SERVER['HTTP_X_WEBHOOK_SIG'] ?? '';
$expected = hash_hmac('sha256', $ts . '.' . $raw, $secret);
if (!ctype_digit($ts) || abs(time() - (int) $ts) > 300 || !hash_equals($expected, $sig)) {
    http_response_code(401);
    exit;
}
$event = json_decode($raw, true); // [type, entity, eventTime]
// x-webhook-id is the same on every retry: skip ids you have already handled
error_log($_SERVER['HTTP_X_WEBHOOK_ID'] . ' ' . $event['type']);
http_response_code(204);`,
  };
}

/** A sample delivery as a receiver sees it. */
export const SAMPLE_WEBHOOK = {
  headers: {
    'content-type': 'application/json',
    'x-webhook-id': '7d0c8a52-3f4e-4b1a-9c2d-5e6f7a8b9c0d',
    'x-webhook-ts': '1760000000',
    'x-webhook-sig': 'lower-case hex HMAC-SHA256 of ts + "." + body',
  },
  body: webhookEventExample('ACCOUNT_CREATED'),
};
