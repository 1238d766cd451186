import type { Queryable } from './db';

/**
 * The event streams' horizon (modules/events, SETTLED): the oldest transaction still running that could write an
 * event. Transaction ids are the PostgreSQL server's, so the running ones (the snapshot's) include other databases'
 * transactions; those seen running on another database (pg_stat_activity) are left out, since they cannot write
 * this database's outbox. Any other (a prepared transaction, one whose backend is not listed) still counts. None
 * running: the snapshot's xmax, beyond every finished one.
 */
export const HORIZON =
  '(SELECT coalesce(min(x), pg_snapshot_xmax(pg_current_snapshot())) FROM pg_snapshot_xip(pg_current_snapshot()) x' +
  ' WHERE xid(x) NOT IN (SELECT backend_xid FROM pg_stat_activity WHERE datname <> current_database() AND backend_xid IS NOT NULL))';

/**
 * Whether the portal's role sees every session's transaction in pg_stat_activity: a superuser, or one with the
 * privileges of pg_read_all_stats (pg_monitor has them). Without them, other roles' sessions show no backend_xid, so
 * a write transaction they hold open on another database still holds the event streams back (README, "Long
 * transactions delay the event streams").
 */
export async function horizonSeesEverySession(q: Queryable): Promise<boolean> {
  const rows = await q.query<{ sees: boolean }>(
    `SELECT rolsuper OR pg_has_role(current_user, 'pg_read_all_stats', 'USAGE') AS sees FROM pg_roles WHERE rolname = current_user`,
  );
  return rows[0]?.sees === true;
}
