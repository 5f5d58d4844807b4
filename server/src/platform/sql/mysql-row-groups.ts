import type { Knex } from '@mikro-orm/knex';

/** What this reader uses of a mysql2 connection (knex's pool hands out mysql2's own). */
interface DriverConnection {
  query(options: { sql: string }, values: readonly unknown[]): DriverQuery;
  pause(): void;
  resume(): void;
  destroy(): void;
}
interface DriverQuery {
  on(event: 'result', listener: (row: unknown) => void): DriverQuery;
  on(event: 'error', listener: (err: Error) => void): DriverQuery;
  on(event: 'end', listener: () => void): DriverQuery;
}

/**
 * The rows of one MySQL/MariaDB query in groups of about `size`, taken from the driver's row
 * events on a pool connection of its own. The connection is paused while a group is with the
 * caller (the socket stops reading, so the database waits and memory holds one group), and
 * resumed when the next group is asked for.
 *
 * Why not knex's `.stream()`: it pipes the driver's object stream through a Transform, so each of
 * a million rows went through two object-mode streams (their buffers, a callback and an event per
 * row: about a tenth of a million-row export's CPU, docs/PERFORMANCE.md).
 *
 * A caller that stops early (the client went away) leaves the rest of the answer unread: that
 * connection is closed rather than given back, since the pool must not hand out a connection
 * still in the middle of a result.
 */
export async function* mysqlRowGroups<T>(knex: Knex, query: { sql: string; bindings: readonly unknown[] }, size: number): AsyncGenerator<T[]> {
  const client = knex.client as { acquireConnection(): Promise<DriverConnection>; releaseConnection(conn: DriverConnection): Promise<unknown> };
  const conn = await client.acquireConnection();
  let group: T[] = [];
  let ended = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const wakeUp = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  let complete = false;
  try {
    conn
      .query({ sql: query.sql }, query.bindings)
      .on('result', (row) => {
        group.push(row as T);
        if (group.length === size) {
          conn.pause();
          wakeUp();
        }
      })
      .on('error', (err) => {
        failure = err;
        wakeUp();
      })
      .on('end', () => {
        ended = true;
        wakeUp();
      });
    for (;;) {
      if (group.length < size && !ended && !failure) await new Promise<void>((resolve) => (wake = resolve));
      // A failed query must not read as the end of the file.
      if (failure) throw failure;
      if (group.length) {
        const out = group;
        group = [];
        yield out;
      }
      if (ended && !group.length) {
        complete = true;
        return;
      }
      conn.resume();
    }
  } finally {
    if (!complete) conn.destroy();
    await client.releaseConnection(conn);
  }
}
