import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { ROOT } from './operator';

export interface OwnServer {
  base: string;
  dataDir: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The built server (apps/server/dist) on a port and an embedded database of its own, with `env` on top (a setting
 * the shared server under test does not have, e.g. the shortest step-up window); ready once it answers.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  await expect
    .poll(async () => (child.exitCode === null ? (await fetch(`${base}/api-portal/auth/status`).catch(() => null))?.status : -1), {
      timeout: 90_000,
    })
    .toBe(200);
  return { base, dataDir, stop };
}
