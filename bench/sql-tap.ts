/**
 * Every SQL statement an in-process app sends, and the bare driver that replays them as a
 * request's raw floor (request-cost.ts, measure-manufacturing.ts, measure-stock-search.ts). Not
 * part of the test suite.
 */
import Database from 'libsql';
import mysqlp from 'mysql2/promise';
import type { App } from '../server/src/app.js';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Calls `onStatement` once for each statement the app's ORM sends, on both of its connections: on
 *  SQLite the reads outside a transaction go to the read replica, whose statements run on worker
 *  threads (ADR 1202); the writes and the session check go to the other. On MariaDB, with no
 *  replica, both names give the same connection: it is tapped once (tapped twice, every statement
 *  was recorded twice and the floors replayed each one twice, 7 Dec 06:33-10:25). */
export function tapStatements(app: App, onStatement: (s: Statement) => void): void {
  const driver = app.orm.em.getDriver();
  const tapped = new Set<unknown>();
  for (const type of ['write', 'read'] as const) {
    const conn = driver.getConnection(type) as unknown as { execute: (...a: unknown[]) => Promise<unknown> };
    if (tapped.has(conn)) continue;
    tapped.add(conn);
    const execute = conn.execute.bind(conn);
    conn.execute = (...a: unknown[]) => {
      const q = a[0] as string | { toSQL: () => { toNative: () => { sql: string; bindings: unknown[] } } };
      if (typeof q === 'string') onStatement({ sql: q, params: (a[1] as unknown[]) ?? [] });
      else {
        const n = q.toSQL().toNative();
        onStatement({ sql: n.sql, params: n.bindings });
      }
      return execute(...a);
    };
  }
}

/** The bare driver on a database, what the app's statements are replayed through: libsql on the
 *  SQLite file (parameters bound as the app's driver binds them), or a mysql2 pool. `query`
 *  answers the rows of a read. */
export function bareDriver(db: { sqliteFile: string } | { mysqlUrl: string }): { query: (sql: string, params?: unknown[]) => Promise<unknown>; close: () => Promise<void> } {
  if ('mysqlUrl' in db) {
    const pool = mysqlp.createPool({ uri: db.mysqlUrl, connectionLimit: 2 });
    return { query: async (sql, params = []) => ((await pool.query(sql, params)) as unknown as [unknown])[0], close: () => pool.end() };
  }
  const sqlite = new Database(db.sqliteFile);
  const bind = (p: unknown[]) => p.map((v) => (v instanceof Date ? v.valueOf() : typeof v === 'boolean' ? Number(v) : v));
  return {
    query: async (sql, params = []) => {
      const st = sqlite.prepare(sql);
      return st.reader ? st.all(bind(params)) : st.run(bind(params));
    },
    close: async () => {
      sqlite.close();
    },
  };
}
