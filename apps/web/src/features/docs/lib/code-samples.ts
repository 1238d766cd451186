import { PARTNER_API, pathOf, webhookEventExample } from '@portal/contract';

/** Code, not prose: the samples are the same in every language. `base` is the portal's origin. */

export type SampleLanguage = 'typescript' | 'curl' | 'node' | 'python' | 'go' | 'java' | 'php';
export const SAMPLE_TITLES: Record<SampleLanguage, string> = {
  typescript: 'TypeScript (SDK)',
  curl: 'curl + openssl',
  node: 'Node.js',
  python: 'Python',
  go: 'Go',
  java: 'Java',
  php: 'PHP',
};

/** The call every sample makes: create a client (POST) and list five (GET). */
const CLIENTS = pathOf(PARTNER_API.createClient);
const FIVE_CLIENTS = `${pathOf(PARTNER_API.clients)}?take=5`;
const BODY = '{"type":"EXTERNAL_INDIVIDUAL","email":"anna.rossi@example.com","firstName":"Anna","lastName":"Rossi"}';

/** Signing a partner API call (CONTRACTS §5). */
export function signingSamples(base: string): Record<Exclude<SampleLanguage, 'go' | 'java'>, string> {
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
export function webhookSamples(): Record<Exclude<SampleLanguage, 'curl' | 'go' | 'java'>, string> {
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

/**
 * Checking the same delivery's Standard Webhooks headers with each language's standardwebhooks library. The
 * libraries take a base64 key and the portal signs with the secret's UTF-8 bytes, so every sample encodes it.
 */
export function standardWebhookSamples(): Record<'node' | 'python' | 'go' | 'java' | 'php', string> {
  return {
    // run as it is against a real delivery by apps/server/test/webhooks-standard.test.ts
    node: `// Node.js with the standardwebhooks package: npm install standardwebhooks
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

// the library takes a base64 key: encode the secret you saved with the webhook (its UTF-8 bytes)
const wh = new Webhook(Buffer.from(process.env.WEBHOOK_SECRET, 'utf8').toString('base64'));

http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    let event;
    try {
      // the raw body; webhook-timestamp within 5 minutes; during a secret roll either signature passes
      event = wh.verify(Buffer.concat(chunks).toString('utf8'), req.headers);
    } catch {
      return res.writeHead(401).end();
    }
    // webhook-id is the same on every retry: skip ids you have already handled
    console.log(req.headers['webhook-id'], event.type, JSON.stringify(event.entity));
    res.writeHead(204).end(); // answer 2xx within 10 s; do slow work afterwards
  });
}).listen(Number(process.env.PORT ?? 3000));`,
    python: `# Python 3 with the standardwebhooks package (pip install standardwebhooks) and Flask.
import base64, os
from flask import Flask, request, abort
from standardwebhooks.webhooks import Webhook, WebhookVerificationError

# the library takes a base64 key: encode the secret you saved with the webhook (its UTF-8 bytes)
wh = Webhook(base64.b64encode(os.environ['WEBHOOK_SECRET'].encode('utf-8')).decode('ascii'))
app = Flask(__name__)

@app.post('/webhooks/bank')
def bank_webhook():
    try:
        # the raw body; webhook-timestamp within 5 minutes; during a secret roll either signature passes
        event = wh.verify(request.get_data(), dict(request.headers))
    except (WebhookVerificationError, ValueError):
        abort(401)
    # webhook-id is the same on every retry: skip ids you have already handled
    print(request.headers['webhook-id'], event['type'])
    return '', 204`,
    go: `// Go with go get github.com/standard-webhooks/standard-webhooks/libraries/go
package main

import (
	"encoding/base64"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"os"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

func main() {
	// the library takes a base64 key: encode the secret you saved with the webhook (its UTF-8 bytes)
	wh, err := standardwebhooks.NewWebhook(base64.StdEncoding.EncodeToString([]byte(os.Getenv("WEBHOOK_SECRET"))))
	if err != nil {
		log.Fatal(err)
	}
	http.HandleFunc("/webhooks/bank", func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body) // the raw bytes, before any JSON parsing
		// webhook-timestamp within 5 minutes; during a secret roll either signature passes
		if err != nil || wh.Verify(body, r.Header) != nil {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		var event struct {
			Type   string          \`json:"type"\`
			Entity json.RawMessage \`json:"entity"\`
		}
		if err := json.Unmarshal(body, &event); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		// webhook-id is the same on every retry: skip ids you have already handled
		log.Println(r.Header.Get("webhook-id"), event.Type)
		w.WriteHeader(http.StatusNoContent)
	})
	log.Fatal(http.ListenAndServe(":3000", nil))
}`,
    java: `// Java 11 or later with com.standardwebhooks:standardwebhooks, on the JDK's own HTTP server.
import com.standardwebhooks.Webhook;
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.net.http.HttpHeaders;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

public class BankWebhook {
    public static void main(String[] args) throws Exception {
        // the library takes a base64 key: encode the secret you saved with the webhook (its UTF-8 bytes)
        byte[] secret = System.getenv("WEBHOOK_SECRET").getBytes(StandardCharsets.UTF_8);
        Webhook wh = new Webhook(Base64.getEncoder().encodeToString(secret));
        HttpServer server = HttpServer.create(new InetSocketAddress(3000), 0);
        server.createContext("/webhooks/bank", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            int status = 204;
            try {
                // webhook-timestamp within 5 minutes; during a secret roll either signature passes
                wh.verify(body, HttpHeaders.of(exchange.getRequestHeaders(), (name, value) -> true));
                // webhook-id is the same on every retry: skip ids you have already handled
                System.out.println(exchange.getRequestHeaders().getFirst("webhook-id") + " " + body);
            } catch (Exception e) {
                status = 401;
            }
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
        });
        server.start();
    }
}`,
    php: `<?php
// PHP with composer require standard-webhooks/standard-webhooks
require __DIR__ . '/vendor/autoload.php';

use StandardWebhooks\\Exception\\WebhookVerificationException;
use StandardWebhooks\\Webhook;

// the library takes a base64 key: encode the secret you saved with the webhook (its UTF-8 bytes)
$wh = new Webhook(base64_encode(getenv('WEBHOOK_SECRET')));
$raw = file_get_contents('php://input'); // the raw body, before decoding it
$headers = array_change_key_case(getallheaders(), CASE_LOWER);
try {
    // webhook-timestamp within 5 minutes; during a secret roll either signature passes
    $event = $wh->verify($raw, $headers);
} catch (WebhookVerificationException $e) {
    http_response_code(401);
    exit;
}
// webhook-id is the same on every retry: skip ids you have already handled
error_log($headers['webhook-id'] . ' ' . $event['type']);
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
