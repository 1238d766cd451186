import type { QueryClient } from '@tanstack/react-query';
import { WEBHOOK_UPDATE_KINDS, webhookUpdate } from '@portal/contract';

/**
 * What a live `update` of the /api-user socket refreshes on the webhook screens: a delivery event
 * patches that delivery at once wherever a list shows it and refreshes its detail; then, as for
 * anything else (a new delivery, a webhook enabled or disabled), the webhook's queries are fetched
 * again, once per `throttleMs` for a burst, by fetches that start after the event (this also corrects a list
 * fetched while the event was on its way). Other kinds of `update` are ignored.
 */
export function webhookUpdateHandler(queryClient: QueryClient, throttleMs = 300) {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    for (const webhookId of pending) {
      // the lists (webhooks, their health badges) and every query of this webhook
      const listed = (q: { queryKey: readonly unknown[] }) => q.queryKey[1] === 'list' || q.queryKey[1] === 'health-badges';
      // a fetch already on its way may have left before the event: it is cancelled and made again (the default
      // cancelRefetch), never joined, or its older answer would undo the patch above
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'webhooks' && (listed(q) || q.queryKey[2] === webhookId),
      });
    }
    pending.clear();
  };
  const later = (webhookId: string) => {
    pending.add(webhookId);
    timer ??= setTimeout(flush, throttleMs);
  };
  const handler = (payload: unknown) => {
    const parsed = webhookUpdate.safeParse(payload);
    if (!parsed.success) return;
    const u = parsed.data;
    if (u.kind === WEBHOOK_UPDATE_KINDS.delivery) {
      queryClient.setQueriesData<{ list: Array<{ id: string }>; count: number }>(
        { queryKey: ['webhooks', 'deliveries', u.webhookId] },
        (old) =>
          old && old.list.some((d) => d.id === u.delivery.id)
            ? { ...old, list: old.list.map((d) => (d.id === u.delivery.id ? u.delivery : d)) }
            : old,
      );
    }
    later(u.webhookId);
  };
  return { handler, stop: () => timer && clearTimeout(timer) };
}
