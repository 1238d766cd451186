import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logFormat } from '../src/lib/log-format';
import { ServerProcess } from './helpers/server-process';

// JSON lines for machines, readable lines when a developer starts the server in a terminal.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-logs-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('log format', () => {
  it('is readable in development on a terminal, JSON otherwise, and LOG_FORMAT decides outright', () => {
    const pretty = (env: Parameters<typeof logFormat>[0], terminal: boolean) =>
      logFormat(env, terminal).transport?.target === 'pino-pretty';
    expect(pretty({ LOG_FORMAT: 'auto', NODE_ENV: 'development' }, true)).toBe(true);
    expect(pretty({ LOG_FORMAT: 'auto', NODE_ENV: 'development' }, false)).toBe(false);
    expect(pretty({ LOG_FORMAT: 'auto', NODE_ENV: 'production' }, true)).toBe(false);
    expect(pretty({ LOG_FORMAT: 'json', NODE_ENV: 'development' }, true)).toBe(false);
    expect(pretty({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, false)).toBe(true);
  });

  it('writes readable request lines with their request id and still redacts them (LOG_FORMAT=pretty)', async () => {
    server = await ServerProcess.start({ DATA_DIR: dir, LOG_LEVEL: 'debug', LOG_FORMAT: 'pretty' });
    const r = await fetch(`${server.base}/api-portal/auth/confirm-email/secret-code-123?email=someone@example.com`);
    const id = r.headers.get('x-request-id')!;
    // pino-pretty: a line "[time] DEBUG (reqId …): request" or the message line followed by indented fields
    const text = () => server!.logs.join('\n');
    const deadline = Date.now() + 10_000;
    while (!text().includes(id) && Date.now() < deadline) await new Promise((res) => setTimeout(res, 100));
    expect(text()).toContain(id);
    expect(text()).toMatch(/DEBUG.*request/);
    // readable lines, not JSON objects
    expect(server.logs.filter((l) => l.trimStart().startsWith('{"'))).toEqual([]);
    expect(server.logs.join('\n')).not.toContain('secret-code-123');
    expect(server.logs.join('\n')).not.toContain('someone@example.com');
  }, 180_000);
});
