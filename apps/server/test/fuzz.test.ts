import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, DEMO, auth, liftedLimitsBrands, type TestApp } from './helpers/build';
import { multipart } from './helpers/multipart';
import { newKey, signedCall, type ApiKey } from './helpers/signed';

/** Requests per route and mode (signed out, signed in; signed for /partner/v1). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 70);
const SEED = 1414;
/** Status codes counted one by one; the rest by class (2xx, 4xx, ...). */
const KINDS = ['401', '403', '404', '409', '417', '429'];
const SIGNED_FROM = '192.0.2.50';
const LEAKS = [/at .*\.[tj]s:\d+/, /syntax error at or near/, /relation ".*" does not exist/, /invalid byte sequence/];

let t: TestApp;
let session: string;
let key: ApiKey;
// the partner API's rate limits (partner-api-limits.test.ts) would answer most fuzzed calls 429 before their input is read
const brands = liftedLimitsBrands();
beforeAll(async () => {
  t = await buildTestApp({ brands });
  session = await t.login(DEMO.email, DEMO.password);
  key = await newKey(t, session);
});
afterAll(() => t.close());

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', 'a\u0000b', 'x'.repeat(100_000), "' OR 1=1 --", '../../etc/passwd', '%00', '-1', '1e308', 'NaN', 'null', '💳'),
  fc.uuid().map(String),
);
const hostileNumber = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 63), 1e308, 0.5), fc.double());
const deep = fc.constantFrom(0, 1).map(() => {
  let v: unknown = 'x';
  for (let i = 0; i < 1_000; i++) v = { a: v };
  return v;
});
const anyValue = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }), deep);

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[]; anyOf?: Schema[] };
/** A value fitting the schema, or a hostile one in its place. */
function valueFor(s: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const fitting: fc.Arbitrary<unknown> =
    !s || depth > 4
      ? anyValue
      : s.enum
        ? fc.constantFrom(...s.enum)
        : s.anyOf?.length
          ? fc.oneof(...s.anyOf.map((x) => valueFor(x, depth + 1)))
          : s.type === 'object' || s.properties
            ? fc.record(Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, valueFor(v, depth + 1)])), {
                requiredKeys: [],
              })
            : s.type === 'array'
              ? fc.array(valueFor(s.items, depth + 1), { maxLength: 5 })
              : s.type === 'integer' || s.type === 'number'
                ? hostileNumber
                : s.type === 'boolean'
                  ? fc.boolean()
                  : hostileString;
  return fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 1, arbitrary: anyValue });
}

interface Op {
  method: string;
  path: string;
  params: { name: string; in: string; schema?: Schema }[];
  body?: { type: string; schema?: Schema };
}

function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Op[] {
  const ops: Op[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content ?? {};
      const [type, media] = Object.entries(content)[0] ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters as Op['params']) ?? [],
        body: type ? { type, schema: media?.schema } : undefined,
      });
    }
  }
  return ops;
}

const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function requestFor(op: Op): fc.Arbitrary<{ url: string; body?: unknown }> {
  const params = Object.fromEntries(op.params.map((p) => [`${p.in}:${p.name}`, valueFor(p.schema)]));
  return fc
    .record({ params: fc.record(params, { requiredKeys: [] }), body: op.body ? valueFor(op.body.schema) : fc.constant(undefined) })
    .map(({ params: values, body }) => {
      let url = op.path;
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(values)) {
        const [where, name] = k.split(':') as [string, string];
        if (where === 'path') url = url.replace(`{${name}}`, encodeURIComponent(text(v).slice(0, 2000)));
        if (where === 'query') query.append(name, text(v).slice(0, 2000));
      }
      url = url.replace(/\{(\w+)\}/g, 'x');
      const q = query.toString();
      return { url: q ? `${url}?${q}` : url, body };
    });
}

async function send(op: Op, r: { url: string; body?: unknown }, mode: 'out' | 'in' | 'signed') {
  // signed calls come from their own address: the signed-out calls before them met the per-address limit of unsigned calls
  if (mode === 'signed')
    return signedCall(t, key, op.method, r.url, op.method === 'GET' ? undefined : (r.body ?? {}), { remoteAddress: SIGNED_FROM });
  const headers = mode === 'in' ? auth(session) : {};
  if (op.body?.type === 'multipart/form-data') {
    const fields = r.body && typeof r.body === 'object' ? Object.entries(r.body) : [];
    const form = multipart([
      ...fields.map(([name, v]) => ({ name, value: text(v) })),
      { name: 'files', value: Buffer.from('x'), filename: 'a\u0000.png' },
    ]);
    return t.app.inject({ method: op.method as 'POST', url: r.url, headers: { ...headers, ...form.headers }, payload: form.payload });
  }
  const payload = op.body && r.body !== undefined ? JSON.stringify(r.body) : undefined;
  return t.app.inject({
    method: op.method as 'POST',
    url: r.url,
    headers: { ...headers, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload }),
  });
}

it(`answers no 5xx and leaks no stack or SQL for generated requests to every documented route`, { timeout: 600_000 }, async () => {
  // every route of every audience: the document Fastify builds before it is cut per audience
  const doc = JSON.parse(JSON.stringify(t.app.swagger()));
  // the event stream stays open (its input checks are events-api.test.ts's)
  const ops = operations(doc).filter((op) => !/logout|sessions|events\/stream/.test(op.path));
  expect(ops.length).toBeGreaterThan(20);
  let count = 0;
  const failures: string[] = [];
  const tally: Record<string, Record<string, number>> = { out: {}, in: {}, signed: {} };
  for (const op of ops) {
    // the operator console's routes answer a partner's session 401 by design (console-access.test.ts walks them per
    // operator role): fuzzed signed out only
    const modes = op.path.startsWith('/partner/v1')
      ? (['out', 'signed'] as const)
      : op.path.startsWith('/api-operator')
        ? (['out'] as const)
        : (['out', 'in'] as const);
    for (const mode of modes) {
      const samples = fc.sample(requestFor(op), { numRuns: RUNS, seed: SEED });
      // a signed request sent twice within a second is a replay, refused, and counted against the address like a bad
      // signature: the same generated request is sent once
      const sent = new Set<string>();
      for (const r of samples) {
        const id = `${r.url} ${text(r.body)}`;
        if (mode === 'signed' && sent.has(id)) continue;
        sent.add(id);
        const res = await send(op, r, mode);
        count++;
        // the same generated request twice within a second is a replay, refused as it should be
        const replay = res.statusCode === 401 && res.body.includes('"replayed"');
        const kind = replay ? 'replayed' : (KINDS.find((k) => k === String(res.statusCode)) ?? `${String(res.statusCode)[0]}xx`);
        tally[mode]![kind] = (tally[mode]![kind] ?? 0) + 1;
        if (res.statusCode >= 500 || LEAKS.some((re) => re.test(res.body)))
          failures.push(
            `${mode} ${op.method} ${r.url.slice(0, 200)} ${text(r.body).slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`,
          );
      }
    }
  }
  console.log(`fuzz: ${count} requests, ${failures.length} failures`);
  for (const [mode, kinds] of Object.entries(tally)) console.log(`fuzz ${mode}: ${JSON.stringify(kinds)}`);
  expect(failures.slice(0, 20)).toEqual([]);
  // the fuzz reaches the code behind the gate: signed in (and signed), few answers are "who are you" or "too many"
  for (const mode of ['in', 'signed'] as const) {
    const all = Object.values(tally[mode]!).reduce((a, b) => a + b, 0);
    const gated = (tally[mode]!['401'] ?? 0) + (tally[mode]!['429'] ?? 0);
    expect(gated / all, `${mode}: share of 401 and 429`).toBeLessThan(0.05);
    expect(tally[mode]!['417'] ?? 0, `${mode}: answers naming a bad field`).toBeGreaterThan(all / 4);
  }
  // signed out, every route but the public ones answers 401
  expect(tally.out!['401'] ?? 0).toBeGreaterThan(count / 4);
});
