import { WEBHOOK_TIMING, WEBHOOK_UPDATE_KINDS, nextRetryAt } from '@portal/contract';
import type { AppContext } from '../../context';
import { sendWebhook, type AttemptResult } from './send';
import { claimDue, holdDeliveries, maintainQueue, recordAttempts, type AttemptRecord, type ClaimedDelivery, type RecordedBatch } from './webhooks.repository';
import { PartnerAudience, announceInbox, notifyWebhookDisabled } from './webhooks.notify';

export interface WorkerOptions {
  /** how often an idle worker looks for due deliveries */
  pollMs?: number;
  /** attempts in flight at once in this process */
  concurrency?: number;
  /** how long a claim holds a delivery: longer than an attempt can take */
  leaseMs?: number;
  /** how long stop() lets attempts in flight finish before aborting them */
  graceMs?: number;
}

const workers = new WeakMap<AppContext, WebhookWorker>();

/** Wakes this process's worker at once (call after committing an event); a no-op without one. */
export function nudgeWebhooks(ctx: AppContext): void {
  workers.get(ctx)?.nudge();
}

/**
 * The delivery engine of one server process. It claims due deliveries in short transactions
 * (FOR UPDATE SKIP LOCKED: processes share the queue and never take the same row), commits, sends
 * outside any transaction with a 10 s time-out, then records the attempt. A claim is a lease: if the
 * process dies mid-attempt, the delivery is due again when the lease ends, so nothing is lost.
 *
 * Wake-ups: every `pollMs` (500 ms), and at once through nudge() when this process wrote an event.
 * With several processes (REDIS_URL, one PostgreSQL) each polls the shared table, so an event
 * written by one process is picked up within a poll interval by any of them.
 */
export class WebhookWorker {
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly graceMs: number;
  private readonly inFlight = new Set<Promise<void>>();
  private abort = new AbortController();
  private readonly audience: PartnerAudience;
  private running = false;
  private loopDone: Promise<void> = Promise.resolve();
  private wake: (() => void) | null = null;
  private nudged = false;

  constructor(private readonly ctx: AppContext, o: WorkerOptions = {}) {
    this.pollMs = o.pollMs ?? 500;
    this.concurrency = o.concurrency ?? 32;
    this.leaseMs = o.leaseMs ?? WEBHOOK_TIMING.attemptTimeoutMs + 5_000;
    this.graceMs = o.graceMs ?? 3_000;
    this.audience = new PartnerAudience(ctx);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.abort = new AbortController();
    workers.set(this.ctx, this);
    this.loopDone = this.loop();
  }

  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  /** Stops claiming, lets attempts in flight finish (at most graceMs), records them, and returns. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    workers.delete(this.ctx);
    this.wake?.();
    await this.loopDone;
    const grace = setTimeout(() => this.abort.abort(new Error('server stopping')), this.graceMs);
    await Promise.allSettled([...this.inFlight]);
    clearTimeout(grace);
  }

  private async loop(): Promise<void> {
    while (this.running) {
      this.nudged = false;
      const free = this.concurrency - this.inFlight.size;
      let claimed: ClaimedDelivery[] = [];
      if (free > 0) {
        try {
          await this.maintain();
          claimed = await claimDue(this.ctx.db, { now: this.ctx.now(), limit: free, leaseMs: this.leaseMs });
        } catch (err) {
          if (this.running) this.ctx.log.error({ err }, 'webhook worker: claiming deliveries failed');
        }
        for (const d of claimed) if (d.claimed) this.launch(d);
      }
      // More may be due right away: a full batch, or a nudge that came in meanwhile.
      if (this.running && !this.nudged && (free <= 0 || claimed.length < free)) await this.sleep();
    }
  }

  // Embedded database only (PostgreSQL runs autovacuum): statistics at start and after every
  // `analyzeEvery` recorded attempts or 5 minutes of activity; a vacuum every tenth time.
  private recorded = 0;
  private maintained = 0;
  private lastMaintenance = 0;
  private async maintain(): Promise<void> {
    if (this.ctx.db.kind !== 'pglite') return;
    const now = Date.now();
    const due = this.lastMaintenance === 0 || this.recorded >= 2_000 || (this.recorded > 0 && now - this.lastMaintenance > 5 * 60_000);
    if (!due) return;
    this.recorded = 0;
    this.lastMaintenance = now;
    await maintainQueue(this.ctx.db, { vacuum: ++this.maintained % 10 === 0 });
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.pollMs);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  private launch(d: ClaimedDelivery): void {
    const job = this.attempt(d)
      .catch((err: unknown) => this.ctx.log.error({ err, deliveryId: d.id }, 'webhook worker: recording an attempt failed'))
      .finally(() => {
        this.inFlight.delete(job);
        // A slot is free: when the worker was full it may have more to do.
        if (this.inFlight.size === this.concurrency - 1) this.wake?.();
      });
    this.inFlight.add(job);
  }

  private async attempt(d: ClaimedDelivery): Promise<void> {
    const at = this.ctx.now();
    let result: AttemptResult;
    try {
      result = await sendWebhook({
        url: d.url,
        secret: this.ctx.box.open(d.secret_encrypted),
        eventId: d.event_id,
        body: d.body,
        now: at,
        allowPrivate: this.ctx.env.WEBHOOK_ALLOW_PRIVATE_URLS,
        signal: this.abort.signal,
      });
    } catch (err) {
      result = { statusCode: null, succeeded: false, durationMs: 0, response: null, error: `not sent: ${(err as Error).message}` };
    }
    const end = this.ctx.now();
    const next = result.succeeded ? null : nextRetryAt(new Date(d.cycle_started_at), d.cycle_failures + 1, end);
    this.ctx.log.debug(
      { webhookId: d.webhook_id, deliveryId: d.id, attempt: d.attempts, statusCode: result.statusCode, ms: result.durationMs, ok: result.succeeded },
      'webhook attempt',
    );
    await this.record({
      deliveryId: d.id,
      webhookId: d.webhook_id,
      claimToken: d.claim_token,
      attempt: d.attempts,
      at,
      durationMs: result.durationMs,
      statusCode: result.statusCode,
      succeeded: result.succeeded,
      response: result.response,
      error: result.error,
      nextAttemptAt: next,
    });
  }

  // Attempts that finish while a batch is being written wait and go together in the next one:
  // under load one transaction records many attempts.
  private queue: Array<{ record: AttemptRecord; done: (err?: unknown) => void }> = [];
  private writing = false;

  private record(record: AttemptRecord): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ record, done: (err) => (err ? reject(err) : resolve()) });
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, 200);
        try {
          const recorded = await this.write(batch.map((b) => b.record));
          this.recorded += batch.length;
          batch.forEach((b) => b.done());
          await this.announce(recorded);
        } catch (err) {
          batch.forEach((b) => b.done(err));
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private write(records: AttemptRecord[]): Promise<RecordedBatch & { informed: string[] }> {
    const now = this.ctx.now();
    return this.ctx.db.transaction(async (tx) => {
      const batch = await recordAttempts(tx, records, new Date(now.getTime() - WEBHOOK_TIMING.disableAfterMs));
      const informed: string[] = [];
      for (const w of batch.disabled) {
        await holdDeliveries(tx, w.id);
        informed.push(...(await notifyWebhookDisabled(tx, { partnerId: w.partner_id, url: w.url, failingSince: new Date(w.failing_since), at: now })));
      }
      return { ...batch, informed };
    });
  }

  private async announce(b: RecordedBatch & { informed: string[] }): Promise<void> {
    try {
      for (const w of b.disabled) {
        this.ctx.log.warn({ webhookId: w.id }, 'webhook disabled: its deliveries failed for the whole failure period');
        await this.audience.send(w.partner_id, { kind: WEBHOOK_UPDATE_KINDS.webhook, webhookId: w.id, enabled: false, disabledReason: 'FAILING' });
      }
      announceInbox(this.ctx, b.informed);
      for (const { partnerId, ...delivery } of b.moved) await this.audience.delivery(partnerId, delivery);
    } catch (err) {
      this.ctx.log.warn({ err }, 'webhook worker: live update failed');
    }
  }
}
