/** The one database interface: PostgreSQL SQL only, on PGlite (embedded) or pg (server). */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations, bulk SQL). */
  exec(sql: string): Promise<void>;
  /**
   * The embedded database only (it has no statement_timeout and runs in the process's one thread): the
   * planner's estimated cost above which a list statement is refused before it runs (lib/list/run.ts).
   */
  readonly maxCost?: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** the embedded database only: its data folder as a gzipped tar, consistent at one statement's boundary */
  dump?(): Promise<Buffer>;
  /** connection pool use (PostgreSQL only), for the metrics */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

export async function one<T = Row>(q: Queryable, sql: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await q.query<T>(sql, params);
  return rows[0];
}
