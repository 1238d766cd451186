import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where uploaded files live, behind one interface so that another backend (an object store) can
 * replace the local folder. A file is first staged (written where nothing reads it), then, once the
 * database transaction that names it has committed, committed (moved into place). A staged file
 * that never gets committed is discarded, so a refused or interrupted upload leaves nothing behind.
 */
export interface Storage {
  /** Writes the bytes under a new key, invisible until commit. */
  stage(data: Buffer): Promise<string>;
  /** Makes a staged file readable under its key. */
  commit(key: string): Promise<void>;
  /** Forgets a staged file (no error when it is not there). */
  discard(key: string): Promise<void>;
  /** Deletes a committed file (no error when it is not there). */
  remove(key: string): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  /** Files still staged (e.g. after a crash between the transaction and the move), with when. */
  staged(): Promise<Array<{ key: string; stagedAt: Date }>>;
  has(key: string): Promise<boolean>;
}

const KEY = /^[a-f0-9]{32}$/;
const checked = (key: string) => {
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
};
const missingOk = (err: NodeJS.ErrnoException) => {
  if (err.code !== 'ENOENT') throw err;
};

/** Files under `<root>/files/<key>`, staged under `<root>/.staging/<key>` (same filesystem: moves are atomic). */
function localStorage(root: string): Storage {
  const files = path.join(root, 'files');
  const staging = path.join(root, '.staging');
  let ready: Promise<void> | null = null;
  const ensure = () =>
    (ready ??= Promise.all([fs.promises.mkdir(files, { recursive: true }), fs.promises.mkdir(staging, { recursive: true })]).then(
      () => undefined,
    ));
  return {
    async stage(data) {
      await ensure();
      const key = crypto.randomBytes(16).toString('hex');
      await fs.promises.writeFile(path.join(staging, key), data, { flag: 'wx', mode: 0o600 });
      return key;
    },
    async commit(key) {
      await fs.promises.rename(path.join(staging, checked(key)), path.join(files, key));
    },
    async discard(key) {
      await fs.promises.unlink(path.join(staging, checked(key))).catch(missingOk);
    },
    async remove(key) {
      await fs.promises.unlink(path.join(files, checked(key))).catch(missingOk);
    },
    async read(key) {
      if (!KEY.test(key)) return null;
      return fs.promises.readFile(path.join(files, key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
    },
    async staged() {
      await ensure();
      const keys = (await fs.promises.readdir(staging)).filter((f) => KEY.test(f));
      const stats = await Promise.all(keys.map((key) => fs.promises.stat(path.join(staging, key)).catch(() => null)));
      return keys.flatMap((key, i) => (stats[i] ? [{ key, stagedAt: stats[i].mtime }] : []));
    },
    async has(key) {
      if (!KEY.test(key)) return false;
      return fs.promises.access(path.join(files, key)).then(
        () => true,
        () => false,
      );
    },
  };
}

/** The storage of a data folder: `DATA_DIR/uploads`. */
export const uploadsStorage = (dataDir: string): Storage => localStorage(path.join(dataDir, 'uploads'));
