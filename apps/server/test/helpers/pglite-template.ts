import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../../src/db/pglite';
import { migrationsDir } from '../../src/db/migrate';
import { writeTemplate } from '../../src/db/template';

let hashed: string | undefined;
/** The migrations' hash (read once per worker): a template or a folder made from one set serves only that set. */
function migrationsHash(): string {
  if (hashed) return hashed;
  const dir = migrationsDir();
  const hash = crypto.createHash('sha256');
  for (const f of fs.readdirSync(dir).sort()) hash.update(f).update(fs.readFileSync(path.join(dir, f)));
  return (hashed = hash.digest('hex').slice(0, 16));
}

/** A migrated empty database packed once per set of migrations, shared by every test file. */
export async function testTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `portal-pgtpl-${migrationsHash()}.tgz`);
  if (!fs.existsSync(file)) {
    const tmp = `${file}.${process.pid}`;
    await writeTemplate(tmp);
    fs.renameSync(tmp, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

/**
 * Puts a migrated empty embedded database in `dataDir` (its `pgdata`, as the server opens it) unless one is there: a
 * copy of a folder made once per set of migrations from `testTemplate`. A server process run from source has no
 * packed template (the build makes it), so without this each first start ran initdb and every migration, about
 * 4 s of the child's start.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'pgdata');
  if (fs.existsSync(path.join(target, 'PG_VERSION'))) return;
  const made = path.join(os.tmpdir(), `portal-pgdir-${migrationsHash()}`);
  if (!fs.existsSync(path.join(made, 'PG_VERSION'))) {
    const tmp = `${made}.${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    const db = await openPglite(tmp, await testTemplate());
    await db.close();
    // another worker may have made it meanwhile: either folder is the same database
    try {
      fs.renameSync(tmp, made);
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  fs.cpSync(made, target, { recursive: true });
}
