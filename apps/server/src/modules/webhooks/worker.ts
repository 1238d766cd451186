import { WEBHOOK_AUTO_DISABLE, WEBHOOK_TIMING, WEBHOOK_UPDATE_KINDS, nextRetryAt } from '@portal/contract';
import type { AppContext } from '../../context';
import { sendWebhook, type AttemptResult } from './send';
import {
  claimDue,
  releaseHeld,
  holdDeliveries,
  maintainQueue,
  recordAttempts,
  type AttemptRecord,
  type ClaimedDelivery,
  type RecordedBatch,
} from './queue.repository';
import { PartnerAudience, announceInbox, mailWebhookNotices, noticeWebhookFailure, type WebhookNoticeKind } from './webhooks.notify';

/** Who a batch's notices reached (their e-mails are in the outbox). */
interface Told {
  informed: string[];
}

/** The last failure of a webhook in a batch, as the partner reads it: the error, else the answer's status. */
function lastErrorOf(records: AttemptRecord[], webhookId: string): string {
  const failed = records.filter((r) => r.webhookId === webhookId && !r.succeeded).sort((a, b) => a.at.getTime() - b.at.getTime());
  const last = failed.at(-1);
  if (!last) return 'unknown';
  return last.error ?? `HTTP ${last.statusCode ?? '-'}`;
}

export interface WorkerOptions {
  /** how often an idle worker looks for due deliveries */
  pollMs?: number;
  /** attempts in flight at once in this process */
  concurrency?: number;
  /**
   * A busy worker claims again once this many slots are free (a quarter of `concurrency`), so that
   * under load one claim takes many deliveries; polls and nudges claim whatever is free.
   */
  batchMin?: number;
  /** how long a claim holds a delivery: longer than an attempt can take */
  leaseMs?: number;
  /** how long stop() lets attempts in flight finish before aborting them */
  graceMs?: number;
}

const HOLD_RECHECK_MS = 5_000;

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
  private readonly batchMin: number;
  private readonly leaseMs: number;
  private readonly graceMs: number;
  private readonly inFlight = new Set<Promise<void>>();
  private abort = new AbortController();
  private readonly audience: PartnerAudience;
  private running = false;
  private loopDone: Promise<void> = Promise.resolve();
  private wake: (() => void) | null = null;
  /** the worker is full: a nudge waits for free slots instead of claiming one at a time */
  private full = false;
  private nudged = false;
  private readonly observers: Array<(r: AttemptResult) => void> = [];

  constructor(
    private readonly ctx: AppContext,
    o: WorkerOptions = {},
  ) {
    this.pollMs = o.pollMs ?? 500;
    this.concurrency = o.concurrency ?? 64;
    this.batchMin = Math.min(this.concurrency, o.batchMin ?? Math.max(1, Math.floor(this.concurrency / 4)));
    this.leaseMs = o.leaseMs ?? WEBHOOK_TIMING.attemptTimeoutMs + 5_000;
    this.graceMs = o.graceMs ?? 3_000;
    this.audience = new PartnerAudience(ctx);
    ctx.onWebhookNudge(() => this.nudge());
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.abort = new AbortController();
    this.loopDone = this.loop();
  }

  /** `fn` learns each attempt's outcome (the metrics) */
  onAttempt(fn: (r: AttemptResult) => void): void {
    this.observers.push(fn);
  }

  /** attempts in flight in this process now */
  get active(): number {
    return this.inFlight.size;
  }

  nudge(): void {
    this.nudged = true;
    if (!this.full) this.wake?.();
  }

  /** Stops claiming, lets attempts in flight finish (at most graceMs), records them, and returns. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake?.();
    await this.loopDone;
    const grace = setTimeout(() => this.abort.abort(new Error('server stopping')), this.graceMs);
    await Promise.allSettled([...this.inFlight]);
    clearTimeout(grace);
    // The last batch is written and announced before the database may close.
    await this.flushing;
  }

  private async loop(): Promise<void> {
    let woke: 'timer' | 'wake' = 'wake';
    while (this.running) {
      this.nudged = false;
      const free = this.concurrency - this.inFlight.size;
      let claimed: ClaimedDelivery[] = [];
      // Claim when enough slots are free for a batch; on a poll, whatever is free (slow receivers
      // may hold most slots for up to the attempt time-out).
      if (free >= this.batchMin || (free > 0 && woke === 'timer')) {
        try {
          await this.maintain();
          await this.releaseHeld();
          claimed = await claimDue(this.ctx.db, { now: this.ctx.now(), limit: free, leaseMs: this.leaseMs });
        } catch (err) {
          if (this.running) this.ctx.log.error({ err }, 'webhook worker: claiming deliveries failed');
        }
        for (const d of claimed) if (d.claimed) this.launch(d);
      }
      this.full = this.concurrency - this.inFlight.size < this.batchMin;
      // More may be due right away: a full batch, or a nudge that came in meanwhile.
      const more = claimed.length > 0 && claimed.length === free;
      if (this.running && !(more && !this.full) && !(this.nudged && !this.full)) woke = await this.sleep();
      else woke = 'wake';
    }
  }

  /** Deliveries held while their partner was not in good standing go out once it is again (every 5 s at most). */
  private lastRelease = 0;
  private async releaseHeld(): Promise<void> {
    if (Date.now() - this.lastRelease < HOLD_RECHECK_MS) return;
    this.lastRelease = Date.now();
    await releaseHeld(this.ctx.db, this.ctx.now());
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

  private sleep(): Promise<'timer' | 'wake'> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => done('timer'), this.pollMs);
      timer.unref();
      const done = (how: 'timer' | 'wake') => {
        clearTimeout(timer);
        this.wake = null;
        resolve(how);
      };
      this.wake = () => done('wake');
    });
  }

  private launch(d: ClaimedDelivery): void {
    const job = this.attempt(d)
      .catch((err: unknown) => this.ctx.log.error({ err, deliveryId: d.id }, 'webhook worker: recording an attempt failed'))
      .finally(() => {
        this.inFlight.delete(job);
        // Enough slots are free again for a batch: a full worker may have more to do.
        if (this.full && this.concurrency - this.inFlight.size >= this.batchMin) {
          this.full = false;
          this.wake?.();
        }
      });
    this.inFlight.add(job);
  }

  private async attempt(d: ClaimedDelivery): Promise<void> {
    const at = this.ctx.now();
    let result: AttemptResult;
    try {
      result = await sendWebhook({
        url: d.url,
        secret: this.ctx.box.open(d.secretSealed),
        previousSecret: d.previousSecretSealed ? this.ctx.box.open(d.previousSecretSealed) : null,
        eventId: d.eventId,
        body: d.body,
        now: at,
        allowPrivate: this.ctx.env.WEBHOOK_ALLOW_PRIVATE_URLS,
        allowHttp: this.ctx.env.WEBHOOK_ALLOW_HTTP,
        signal: this.abort.signal,
      });
    } catch (err) {
      result = { statusCode: null, succeeded: false, durationMs: 0, response: null, error: `not sent: ${(err as Error).message}` };
    }
    if (result.detail) this.ctx.log.warn({ webhookId: d.webhookId, deliveryId: d.id, reason: result.detail }, 'webhook target refused');
    for (const observe of this.observers) observe(result);
    const end = this.ctx.now();
    const next = result.succeeded ? null : nextRetryAt(new Date(d.cycleStartedAt), d.cycleFailures + 1, end);
    this.ctx.log.debug(
      {
        webhookId: d.webhookId,
        deliveryId: d.id,
        // the request that caused the event: the same reqId as that request's log line and audit entry
        reqId: d.requestId,
        attempt: d.attempts,
        statusCode: result.statusCode,
        ms: result.durationMs,
        ok: result.succeeded,
      },
      'webhook attempt',
    );
    await this.record({
      deliveryId: d.id,
      webhookId: d.webhookId,
      claimToken: d.claimToken,
      attempt: d.attempts,
      at,
      durationMs: result.durationMs,
      statusCode: result.statusCode,
      succeeded: result.succeeded,
      response: result.response,
      error: result.error,
      nextAttemptAt: next,
      webhookFailing: d.webhookFailing,
    });
  }

  // Attempts that finish while a batch is being written wait and go together in the next one:
  // under load one transaction records many attempts.
  private queue: Array<{ record: AttemptRecord; done: (err?: unknown) => void }> = [];
  private writing = false;
  private flushing: Promise<void> = Promise.resolve();

  private record(record: AttemptRecord): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ record, done: (err) => (err ? reject(err) : resolve()) });
      if (!this.writing) this.flushing = this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.writing = true;
    try {
      // Answers that arrived together are handled in the same turn of the event loop: let them join.
      await new Promise((resolve) => setImmediate(resolve));
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

  private write(records: AttemptRecord[]): Promise<RecordedBatch & Told> {
    const now = this.ctx.now();
    const days = this.ctx.env.WEBHOOK_DISABLE_AFTER_DAYS;
    return this.ctx.db.transaction(async (tx) => {
      const disableCutoff = new Date(now.getTime() - days * 86_400_000);
      const noticeCutoff = new Date(now.getTime() - WEBHOOK_AUTO_DISABLE.noticeAfterMs);
      const batch = await recordAttempts(tx, records, disableCutoff, noticeCutoff);
      const told: Told = { informed: [] };
      const notice = async (kind: WebhookNoticeKind, w: RecordedBatch['disabled'][number]) => {
        const lastError = lastErrorOf(records, w.id);
        const o = { kind, partnerId: w.partnerId, url: w.url, failingSince: new Date(w.failingSince), lastError, days, at: now };
        const n = await noticeWebhookFailure(tx, o);
        told.informed.push(...n.informed);
        await mailWebhookNotices(this.ctx, tx, n.mails);
      };
      for (const w of batch.disabled) {
        await holdDeliveries(tx, w.id);
        await notice('disabled', w);
      }
      for (const w of batch.failing) await notice('failing', w);
      return { ...batch, ...told };
    });
  }

  private async announce(b: RecordedBatch & Told): Promise<void> {
    try {
      for (const w of b.disabled) {
        this.ctx.log.warn({ webhookId: w.id }, 'webhook disabled: its deliveries failed for the whole failure period');
        await this.audience.send(w.partnerId, {
          kind: WEBHOOK_UPDATE_KINDS.webhook,
          webhookId: w.id,
          enabled: false,
          disabledReason: 'FAILING',
        });
      }
      announceInbox(this.ctx, b.informed);
      for (const { partnerId, ...delivery } of b.moved) await this.audience.delivery(partnerId, delivery);
    } catch (err) {
      this.ctx.log.warn({ err }, 'webhook worker: live update failed');
    }
  }
}
