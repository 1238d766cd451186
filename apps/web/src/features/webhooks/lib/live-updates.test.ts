import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { WebhookDelivery } from '@portal/contract';
import { webhookUpdateHandler } from './live-updates';

const delivery = (over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'd1',
  webhookId: 'w1',
  eventId: 'e1',
  eventType: 'ACCOUNT_CREATED',
  status: 'QUEUED',
  attempts: 0,
  nextAttemptDate: null,
  lastAttemptDate: null,
  lastStatusCode: null,
  createdDate: '2025-01-01T00:00:00.000Z',
  requestId: null,
  ...over,
});

afterEach(() => vi.useRealTimers());

describe('live webhook updates', () => {
  it('patches a delivery that a list shows at once, and fetches the list again after the burst', () => {
    vi.useFakeTimers();
    const qc = new QueryClient();
    const key = ['webhooks', 'deliveries', 'w1', { page: 0, take: 10 }, 't'];
    qc.setQueryData(key, { list: [delivery(), delivery({ id: 'd2', eventId: 'e2' })], count: 2 });
    const spy = vi.spyOn(qc, 'invalidateQueries');
    const live = webhookUpdateHandler(qc, 300);
    live.handler({
      kind: 'webhook-delivery',
      webhookId: 'w1',
      delivery: delivery({ status: 'SUCCEEDED', attempts: 1, lastStatusCode: 200 }),
    });
    expect(qc.getQueryData<{ list: WebhookDelivery[] }>(key)!.list.map((d) => d.status)).toEqual(['SUCCEEDED', 'QUEUED']);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(spy).toHaveBeenCalledTimes(1);
    const { predicate } = spy.mock.calls[0]![0] as unknown as { predicate: (q: { queryKey: unknown[] }) => boolean };
    expect(predicate({ queryKey: key })).toBe(true);
    expect(predicate({ queryKey: ['webhooks', 'deliveries', 'w2', {}, 't'] })).toBe(false);
    // the list's health badges (one call for every webhook) follow too
    expect(predicate({ queryKey: ['webhooks', 'health-badges', 't'] })).toBe(true);
    expect(predicate({ queryKey: ['secrets', 't'] })).toBe(false);
  });

  it('refetches the webhook’s queries once for a burst of new deliveries and state changes', () => {
    vi.useFakeTimers();
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    const live = webhookUpdateHandler(qc, 300);
    for (let i = 0; i < 5; i++) live.handler({ kind: 'webhook-delivery', webhookId: 'w1', delivery: delivery({ id: `n${i}` }) });
    live.handler({ kind: 'webhook', webhookId: 'w1', enabled: false, disabledReason: 'FAILING' });
    const listRefetches = () =>
      spy.mock.calls.filter(([filters]) => typeof (filters as { predicate?: unknown }).predicate === 'function').length;
    expect(listRefetches()).toBe(0);
    vi.advanceTimersByTime(300);
    expect(listRefetches()).toBe(1);
  });

  it('a list fetch that started before the event cannot undo it: the refetch after the burst starts anew', async () => {
    // seen in CI under load: a delivery recovered and answered 200 stayed "Sending", the list fetched by the
    // recovery (before the delivery was sent) arriving after the live patch, and the refetch joined that fetch
    const qc = new QueryClient();
    const key = ['webhooks', 'deliveries', 'w1', { page: 0, take: 10 }, 't'];
    let onServer: WebhookDelivery['status'] = 'QUEUED';
    const queryFn = async () => {
      const status = onServer; // what the database said when the call was made
      await new Promise((r) => setTimeout(r, 60));
      return { list: [delivery({ status })], count: 1 };
    };
    const observer = new QueryObserver(qc, { queryKey: key, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
    void qc.invalidateQueries({ queryKey: ['webhooks'] }); // the recovery's own refresh, still on its way
    onServer = 'SUCCEEDED';
    const live = webhookUpdateHandler(qc, 10);
    live.handler({ kind: 'webhook-delivery', webhookId: 'w1', delivery: delivery({ status: 'SUCCEEDED', attempts: 1 }) });
    await new Promise((r) => setTimeout(r, 200));
    expect(observer.getCurrentResult().data?.list[0]?.status).toBe('SUCCEEDED');
    unsubscribe();
  });

  it('ignores other kinds of update', () => {
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    const live = webhookUpdateHandler(qc, 0);
    live.handler({ kind: 'profile' });
    live.handler(undefined);
    live.handler('updated');
    expect(spy).not.toHaveBeenCalled();
  });
});
