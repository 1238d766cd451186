import type { Service } from '../../infra/jobs';
import type { AppContext } from '../../context';
import { eventsAfter, keysStillValid, streamHead, type EventRow, type StreamPosition } from './events.repository';
import { positionOf } from './events.repository';

type Listener = (rows: EventRow[]) => void;

/** Events read per query (the feed and a stream catching up). */
export const FEED_BATCH = 500;
/** How often the feed checks its streams' keys while no event comes (one query for every stream of the process). */
export const KEY_CHECK_MS = 1_000;

/**
 * The live events of every server process, read from the outbox table (the source of truth) by one
 * reader per process for all its streams: every `pollMs`, and at once when this process answered a
 * write call. Events written by any process (PostgreSQL shared by many) arrive within a poll, with
 * or without Redis, and nothing published while a process was busy or reconnecting is lost, which a
 * pub/sub message could be. It reads nothing while no stream is open.
 */
export class EventFeed implements Service {
  private readonly listeners = new Map<string, Set<Listener>>();
  private position: StreamPosition | null = null;
  /** the newest settled event being read, when the feed starts again */
  private starting: Promise<StreamPosition> | null = null;
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private again = false;
  /** the streams' keys: secret id → what to call when it no longer works */
  private readonly keys = new Map<string, Set<() => void>>();
  private keysCheckedAt = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly pollMs = 250,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.timer = setInterval(() => this.nudge(), this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.reading;
  }

  /** Streams open on this process. */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  streamsOf(partnerId: string): number {
    return this.listeners.get(partnerId)?.size ?? 0;
  }

  /** `fn` gets every batch of the partner's new events from now on; answers the unsubscribe. */
  subscribe(partnerId: string, fn: Listener): () => void {
    let set = this.listeners.get(partnerId);
    if (!set) this.listeners.set(partnerId, (set = new Set()));
    set.add(fn);
    this.nudge();
    return () => {
      set.delete(fn);
      if (!set.size) this.listeners.delete(partnerId);
    };
  }

  /** `onGone` is called once the key no longer works (deleted, expired, its creator disabled), from any process. */
  watchKey(secretId: string, onGone: () => void): () => void {
    let set = this.keys.get(secretId);
    if (!set) this.keys.set(secretId, (set = new Set()));
    set.add(onGone);
    return () => {
      set.delete(onGone);
      if (!set.size) this.keys.delete(secretId);
    };
  }

  /**
   * Ends the streams whose key no longer works: before handing out events (none goes out on a deleted key) and at
   * least every KEY_CHECK_MS, so a stream without events stops within a moment too, whichever process deleted the key.
   */
  private async checkKeys(force: boolean): Promise<void> {
    const now = Date.now();
    if (!this.keys.size || (!force && now - this.keysCheckedAt < KEY_CHECK_MS)) return;
    this.keysCheckedAt = now;
    const valid = await keysStillValid(this.ctx.db, { secretIds: [...this.keys.keys()], now: this.ctx.now() });
    for (const [id, set] of this.keys) if (!valid.has(id)) for (const fn of [...set]) fn();
  }

  /**
   * Where the feed goes on from: the last event it read, or, when it starts again (no stream was open), the newest
   * settled event, read once. A stream catching up must read at least this far: what comes after, the feed hands over.
   */
  from(): Promise<StreamPosition> {
    if (this.position) return Promise.resolve(this.position);
    this.starting ??= streamHead(this.ctx.db)
      .then((head) => (this.position ??= head))
      .finally(() => (this.starting = null));
    return this.starting;
  }

  /** Reads now (coalesced: one read at a time, one more if asked meanwhile). */
  nudge(): void {
    if (!this.running) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.read()
      .catch((err: unknown) => this.ctx.log.error({ err }, 'event feed: reading events failed'))
      .finally(() => {
        this.reading = null;
        if (this.again && this.running) {
          this.again = false;
          this.nudge();
        }
      });
  }

  private async read(): Promise<void> {
    if (!this.listeners.size) {
      // nobody listens: forget the place, a stream catches up by itself from its own
      this.position = null;
      return;
    }
    let position = await this.from();
    for (;;) {
      const rows = await eventsAfter(this.ctx.db, { after: position, limit: FEED_BATCH });
      await this.checkKeys(rows.length > 0);
      if (!rows.length) return;
      this.position = position = positionOf(rows[rows.length - 1]!);
      const byPartner = new Map<string, EventRow[]>();
      for (const r of rows) {
        if (!this.listeners.has(r.partnerId)) continue;
        const list = byPartner.get(r.partnerId) ?? [];
        list.push(r);
        byPartner.set(r.partnerId, list);
      }
      for (const [partnerId, list] of byPartner) for (const fn of this.listeners.get(partnerId) ?? []) fn(list);
      if (rows.length < FEED_BATCH) return;
    }
  }
}
