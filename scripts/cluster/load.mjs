// The cluster test's steady load (scripts/cluster/test.mjs): signed writes and reads through nginx while a fault
// happens (PostgreSQL restarted, a process killed, a rolling restart), with the two ways a partner receives events
// (events.mjs) counting what the writes committed and what reached them.
import crypto from 'node:crypto';
import pg from 'pg';
import { accountEventsReader, accountWebhookReceiver } from './events.mjs';

/** On a lost event: where the missing events sit in the stream, the consumer's connections, the webhook's rows. */
async function explainLoss(databaseUrl, committed, reader, receiver, hookId) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const missing = committed.filter((id) => !reader.seen.has(id) || !receiver.seen.has(id));
    const events = await db.query(
      `SELECT entity->>'walletId' AS wallet, tx::text, seq::text, event_time FROM outbox_events
        WHERE entity->>'walletId' = ANY($1) ORDER BY outbox_events.tx, outbox_events.seq LIMIT 20`,
      [missing],
    );
    const from = reader.log.map((l) => l.from).filter(Boolean);
    const resumed = await db.query('SELECT id, tx::text, seq::text FROM outbox_events WHERE id = ANY($1::uuid[])', [from]);
    const deliveries = await db.query(
      'SELECT status, count(*)::int AS n, max(attempts) AS attempts FROM webhook_deliveries WHERE webhook_id = $1 GROUP BY 1',
      [hookId],
    );
    console.log(`    missing: ${JSON.stringify(events.rows)}`);
    console.log(`    stream connections: ${JSON.stringify(reader.log)}; resumed from ${JSON.stringify(resumed.rows)}`);
    console.log(`    webhook deliveries: ${JSON.stringify(deliveries.rows)}`);
  } finally {
    await db.end();
  }
}

/**
 * The steady load, `steadyLoad(fault)`: through nginx, half signed writes and half reads, until `fault` is over.
 * Each write opens an account, which writes an ACCOUNT_CREATED event in the same transaction; a partner's consumer
 * of the event stream reconnects with Last-Event-ID whenever its stream breaks, and a webhook endpoint receives the
 * deliveries. Counts the requests, the errors, the committed writes missing from the database, and the committed
 * writes whose event never came on the stream (or came twice) or never reached the webhook.
 */
export function steadyLoader(o) {
  const { lb, call, signed, token, databaseUrl, workers, until, assert, sleep } = o;
  return async function steadyLoad(fault) {
    const counts = { requests: 0, errors: 0 };
    const committed = [];
    const errors = [];
    let running = true;
    const person = {
      type: 'EXTERNAL_INDIVIDUAL',
      email: `load-${crypto.randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Load',
      lastName: 'Owner',
    };
    const owner = await call(lb, 'POST', '/partner/v1/clients', signed('POST', '/partner/v1/clients', person));
    assert(owner.status === 201, `the load's client: ${owner.status} ${owner.text.slice(0, 200)}`);
    const openAccount = (label) => {
      const body = { clientId: owner.json.clientId, currency: 'EUR', type: 'BANK', label };
      return call(lb, 'POST', '/partner/v1/accounts', signed('POST', '/partner/v1/accounts', body));
    };
    const receiver = await accountWebhookReceiver();
    const hook = await call(lb, 'POST', '/api-portal/webhook', {
      token,
      body: { url: receiver.url, secret: 'cluster-steady-load-0123456789abcdef' },
    });
    const reader = accountEventsReader(lb, (url) => signed('GET', url).headers);
    try {
      assert(hook.status === 200, `the load's webhook: ${hook.status} ${hook.text.slice(0, 200)}`);
      await Promise.race([reader.ready, sleep(10_000).then(() => Promise.reject(new Error('the event stream did not open')))]);
      // a first event gives the reader an id to resume from, should its first stream break
      const marker = await openAccount('before the load');
      assert(marker.status === 201, `the marker account: ${marker.status}`);
      await until(() => reader.seen.has(String(marker.json.walletId)), 20_000, 'the first event on the stream');
      const worker = async (w) => {
        for (let i = 0; running; i++) {
          counts.requests += 1;
          try {
            if (i % 2 === 0) {
              const r = await openAccount(`load ${w}-${i}`);
              if (r.status === 201) committed.push(String(r.json.walletId));
              else throw new Error(`POST ${r.status} ${r.text.slice(0, 120)}`);
            } else {
              const r = await call(lb, 'GET', '/api-portal/user/me', { token });
              if (r.status !== 200) throw new Error(`GET ${r.status} ${r.text.slice(0, 120)}`);
            }
          } catch (err) {
            counts.errors += 1;
            errors.push(err.message);
          }
        }
      };
      const loads = Array.from({ length: workers }, (_, w) => worker(w));
      try {
        await fault();
      } finally {
        running = false;
        await Promise.all(loads);
      }
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const found = await db.query('SELECT count(*)::int AS n FROM accounts WHERE wallet_id = ANY($1::bigint[])', [committed]);
      await db.end();
      const lost = committed.length - found.rows[0].n;
      // a delivery held by a killed process is sent again when its lease ends (15 s)
      const all = () => committed.every((id) => reader.seen.has(id) && receiver.seen.has(id));
      await until(all, 40_000, 'every event').catch(() => undefined);
      const eventsLost = committed.filter((id) => !reader.seen.has(id)).length;
      const twice = [...reader.seen.values()].filter((n) => n > 1).length;
      const undelivered = committed.filter((id) => !receiver.seen.has(id)).length;
      const redelivered = [...receiver.seen.values()].filter((n) => n > 1).length;
      const summary =
        `requests ${counts.requests}, errors ${counts.errors}, committed writes ${committed.length}, lost ${lost}; ` +
        `events lost ${eventsLost}, received twice ${twice} (stream connections ${reader.connections()}); ` +
        `webhooks not delivered ${undelivered}, delivered again ${redelivered}`;
      console.log(`    ${summary}${errors.length ? `; errors: ${[...new Set(errors)].slice(0, 3).join(' | ')}` : ''}`);
      assert(lost === 0, `${lost} committed writes lost`);
      if (eventsLost || undelivered) await explainLoss(databaseUrl, committed, reader, receiver, hook.json.uuid);
      assert(eventsLost === 0 && twice === 0, `${eventsLost} events lost, ${twice} received twice`);
      assert(undelivered === 0, `${undelivered} events not delivered to the webhook`);
      assert(counts.requests > 50, 'too few requests for a load');
      return { ...counts, summary, errorList: errors, connections: reader.connections() };
    } finally {
      await reader.stop();
      receiver.close();
      if (hook.json?.uuid) await call(lb, 'PUT', `/api-portal/webhook/${hook.json.uuid}/enabled`, { token, body: { enabled: false } });
    }
  };
}
