import fs from 'node:fs';

/**
 * The data folder (embedded database, secrets key, operator socket) is the server's alone: created
 * 0700 (an existing one is narrowed to 0700), and every file the process writes from now on is
 * 0600/0700 (umask 077), PGlite's files included (it asks for 0666 and the umask takes the rest).
 */
export function privateDataDir(dir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}
