import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build';
import { runCommand } from '../src/cli/commands';
import { restoreInto } from '../src/db/backup';
import { openPglite } from '../src/db/pglite';
import { record, verify } from '../src/modules/audit/audit';
import { execFileSync } from 'node:child_process';
import { scratchDatabase } from './helpers/scratch-db';
import { openPostgres } from '../src/db/postgres';

describe.runIf(!process.env.TEST_DATABASE_URL)('backup and restore of the embedded database', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const write = (i: number) =>
    record(t.ctx.db, { partnerId: null, at: new Date(), actor: { type: 'system' }, action: 'maintenance.changed', changes: { i } });

  it('copies the running portal under writes; the copy restores into a fresh folder with every committed row', async () => {
    for (let i = 0; i < 50; i++) await write(i);
    const [{ n: before }] = (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')) as [{ n: number }];
    let writing = true;
    const writes = (async () => {
      for (let i = 50; writing; i++) await write(i);
    })();
    const file = path.join(dir, 'portal.tgz');
    const answer = await runCommand(t.ctx, ['backup', file]);
    writing = false;
    await writes;
    expect(answer).toMatchObject({ file, bytes: fs.statSync(file).size });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // a second backup never overwrites the first
    await expect(runCommand(t.ctx, ['backup', file])).rejects.toThrow(/EEXIST/);

    const into = path.join(dir, 'restored', 'pgdata');
    expect(await restoreInto(into, file)).toEqual({ restored: file, into });
    const copy = await openPglite(into);
    try {
      const [{ n }] = (await copy.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')) as [{ n: number }];
      expect(n).toBeGreaterThanOrEqual(before);
      // consistent: the chain written under the backup verifies in the copy, entry by entry
      expect(await verify(copy, null)).toMatchObject({ ok: true, entries: n });
    } finally {
      await copy.close();
    }
    // never over a database
    await expect(restoreInto(into, file)).rejects.toThrow(/already holds a database/);
  }, 120_000);

  it('refuses on PostgreSQL, pointing at pg_dump', async () => {
    const { backupTo } = await import('../src/db/backup');
    await expect(backupTo({ ...t.ctx.db, dump: undefined }, path.join(dir, 'x.tgz'))).rejects.toThrow(/pg_dump/);
  });
});

// The procedure of docs/operations.md ("Backup and restore"), step by step, on the portal's own database.
describe.runIf(!!process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL with pg_dump and pg_restore', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('restores a dump taken under writes into a new database with every committed row', async () => {
    const url = (await t.ctx.db.query<{ d: string }>('SELECT current_database() AS d'))[0]!.d;
    const source = new URL(process.env.TEST_DATABASE_URL!);
    source.pathname = `/${url}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pgdump-'));
    const file = path.join(dir, 'portal.dump');
    const tables = async (q: { query: typeof t.ctx.db.query }) =>
      (
        await q.query<{ t: string; n: number }>(
          `SELECT c.relname AS t,
                  (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I', c.relname), false, true, '')))[1]
                    ::text::int AS n
           FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace WHERE s.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
        )
      ).map((r) => `${r.t}:${r.n}`);
    const target = await scratchDatabase(process.env.TEST_DATABASE_URL!, 't_restore');
    try {
      let writing = true;
      const writes = (async () => {
        for (let i = 0; writing; i++)
          await record(t.ctx.db, {
            partnerId: null,
            at: new Date(),
            actor: { type: 'system' },
            action: 'maintenance.changed',
            changes: { i },
          });
      })();
      // one snapshot (a single transaction): consistent while the portal writes
      execFileSync('pg_dump', ['--format=custom', `--file=${file}`, source.toString()]);
      writing = false;
      await writes;
      execFileSync('pg_restore', ['--exit-on-error', '--single-transaction', `--dbname=${target.url}`, file]);
      const copy = await openPostgres(target.url, { max: 1 });
      try {
        const restored = await tables(copy);
        expect(restored.length).toBeGreaterThan(20);
        expect(restored.find((r) => r.startsWith('users:'))).toBe((await tables(t.ctx.db)).find((r) => r.startsWith('users:')));
        expect(await verify(copy, null)).toMatchObject({ ok: true });
      } finally {
        await copy.close();
      }
    } finally {
      await target.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
