import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { z } from 'zod/mini';
import type { AppContext } from '../../context';
import type { Env } from '../../config/env';
import { safeEqual } from '../../lib/crypto';
import { checkpointMac, type Checkpoint } from './audit';
import { chainHeads } from './audit.repository';

/** How often each chain's head is checkpointed: the most recent entries that a truncation could remove unseen. */
export const AUDIT_CHECKPOINT_EVERY_MS = 60_000;

/** Where checkpoints are appended: AUDIT_CHECKPOINTS_FILE, or DATA_DIR/audit-checkpoints.jsonl. */
export const checkpointsFile = (env: Env) => path.resolve(env.AUDIT_CHECKPOINTS_FILE ?? path.join(env.dataDir, 'audit-checkpoints.jsonl'));

/**
 * The checkpoint job: for every chain whose head moved since this process last wrote it (every chain
 * after a start, or once the file was moved aside or replaced), appends a MACed line {chain, id, hash,
 * at, mac} to the checkpoints file (created 0600) and writes it as a log line (`auditCheckpoint`).
 * Someone who can write the database but not the file, the shipped logs or the audit key cannot
 * delete a chain's newest entries unseen.
 */
export function auditCheckpointer(ctx: AppContext): () => Promise<number> {
  const written = new Map<string, string>();
  let fileId = '';
  return async () => {
    const file = checkpointsFile(ctx.env);
    const stat = await fs.promises.stat(file).catch(() => null);
    // a rotated file starts again with every chain's head
    if (`${stat?.dev}:${stat?.ino}` !== fileId) written.clear();
    const at = ctx.now().toISOString();
    const lines = (await chainHeads(ctx.db))
      .filter((h) => written.get(h.chain) !== h.id)
      .map((h) => ({ chain: h.chain, id: h.id, hash: h.hash, at }))
      .map((c) => ({ ...c, mac: checkpointMac(c) }));
    if (!lines.length) return 0;
    await fs.promises.appendFile(file, lines.map((l) => `${JSON.stringify(l)}\n`).join(''), { mode: 0o600 });
    const after = await fs.promises.stat(file);
    fileId = `${after.dev}:${after.ino}`;
    for (const l of lines) {
      ctx.log.info({ auditCheckpoint: l }, 'audit checkpoint');
      written.set(l.chain, l.id);
    }
    return lines.length;
  };
}

const line = z.object({ chain: z.string(), id: z.string().check(z.regex(/^\d+$/)), hash: z.string(), at: z.string(), mac: z.string() });

/**
 * The newest checkpoint of each chain in a checkpoints file or in the portal's JSON log lines (other
 * lines are skipped). A checkpoint whose MAC is not the audit key's is refused: the file was altered.
 */
export async function newestCheckpoints(file: string): Promise<Map<string, Checkpoint>> {
  const newest = new Map<string, Checkpoint>();
  let n = 0;
  // line by line: the file and shipped logs grow for as long as the portal runs
  for await (const text of readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })) {
    n++;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    const c = line.safeParse((parsed as { auditCheckpoint?: unknown } | null)?.auditCheckpoint ?? parsed);
    if (!c.success) continue;
    if (!safeEqual(checkpointMac(c.data), c.data.mac)) throw new Error(`${file} line ${n}: checkpoint not signed with the audit key`);
    const before = newest.get(c.data.chain);
    if (!before || BigInt(c.data.id) > BigInt(before.id)) newest.set(c.data.chain, c.data);
  }
  return newest;
}
