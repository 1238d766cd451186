import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_API } from '@portal/contract';
import { DEMO, auth, buildTestApp, type TestApp } from './helpers/build';
import { newOperator } from './helpers/operators';

// One OpenAPI document per audience, each linted by the Redocly CLI with its recommended ruleset, as a partner's
// CI would lint the document it downloads.
let t: TestApp;
let dir: string;
const docs: Record<'partner' | 'portal' | 'operators', Doc> = {} as never;
type Operation = { operationId?: string; tags?: string[]; security?: unknown[] };
type Doc = { paths: Record<string, Record<string, Operation>>; webhooks?: Record<string, unknown>; tags: Array<{ name: string }> };
const redocly = path.resolve(import.meta.dirname, '../../../node_modules/.bin/redocly');

beforeAll(async () => {
  t = await buildTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  const operator = await newOperator(t, 'SUPPORT_AGENT');
  const get = async (url: string, token?: string) => {
    const r = await t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as Doc;
  };
  docs.partner = await get(DOCS_API.swagger.path);
  docs.portal = await get(DOCS_API.portal.path);
  docs.operators = await get(DOCS_API.operators.path, operator.token);
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const operations = (doc: Doc) => Object.values(doc.paths).flatMap((item) => Object.values(item));

describe('OpenAPI documents', () => {
  it('give partners the partner API and its webhooks only; the operators’ document needs an operator session', async () => {
    expect(Object.keys(docs.partner.paths).length).toBeGreaterThan(0);
    expect(Object.keys(docs.partner.paths).filter((p) => !p.startsWith('/partner/v1/'))).toEqual([]);
    expect(Object.keys(docs.partner.webhooks ?? {})).toContain('ACCOUNT_CREATED');
    expect(Object.keys(docs.portal.paths).filter((p) => !/^\/api(-portal)?\//.test(p))).toEqual([]);
    expect(docs.portal.webhooks).toBeUndefined();
    expect(Object.keys(docs.operators.paths).filter((p) => !p.startsWith('/api-operator/'))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: DOCS_API.operators.path })).statusCode).toBe(401);
    const partner = await t.login(DEMO.email, DEMO.password);
    expect((await t.app.inject({ method: 'GET', url: DOCS_API.operators.path, headers: auth(partner) })).statusCode).toBe(401);
  });

  it('name every operation once, with declared tags and its security; the partner API by its contract names', () => {
    for (const doc of Object.values(docs)) {
      const ops = operations(doc);
      const ids = ops.map((op) => op.operationId);
      expect(ids.filter((id) => !id)).toEqual([]);
      expect(new Set(ids).size).toBe(ids.length);
      const declared = new Set(doc.tags.map((tag) => tag.name));
      expect(ops.flatMap((op) => op.tags ?? []).filter((tag) => !declared.has(tag))).toEqual([]);
      expect(ops.filter((op) => !Array.isArray(op.security))).toEqual([]);
    }
    expect(docs.partner.paths['/partner/v1/clients']).toMatchObject({
      get: { operationId: 'listClients' },
      post: { operationId: 'createClient', security: [{ appToken: [], appTimestamp: [], appSignature: [] }] },
    });
    expect(docs.portal.paths['/api-portal/auth/login']!.post!.security).toEqual([]);
  });

  it('pass Redocly’s recommended ruleset with no error and no warning', async () => {
    const lint = async (name: string, doc: Doc) => {
      const file = path.join(dir, `${name}.json`);
      fs.writeFileSync(file, JSON.stringify(doc));
      // the exit code is not 0 when something is wrong: the report is read either way
      const out = await promisify(execFile)(redocly, ['lint', file, '--extends', 'recommended', '--format', 'json'], { cwd: dir }).catch(
        (err: { stdout: string }) => err,
      );
      return { name, ...(JSON.parse(out.stdout) as { totals: object; problems: Array<{ ruleId: string; message: string }> }) };
    };
    const reports = await Promise.all(Object.entries(docs).map(([name, doc]) => lint(name, doc)));
    for (const r of reports) {
      expect(r.problems.map((p) => `${r.name} ${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(r.totals).toMatchObject({ errors: 0, warnings: 0 });
    }
  }, 120_000);
});
