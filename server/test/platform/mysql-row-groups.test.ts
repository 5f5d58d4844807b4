import { randomBytes } from 'node:crypto';
import { knex as makeKnex, type Knex } from '@mikro-orm/knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mysqlRowGroups } from '../../src/platform/sql/mysql-row-groups.js';

const server = process.env.DATABASE_URL;
const ROWS = 5_000;

/** The history export's row reader (MySQL/MariaDB only: SQLite reads in keyset pages). */
describe.skipIf(!server)('rows of one query in groups, straight from the driver (MySQL/MariaDB)', () => {
  const name = `row_groups_${randomBytes(4).toString('hex')}`;
  let admin: Knex;
  let db: Knex;
  const all = { sql: 'select id, label from t order by id', bindings: [] as unknown[] };

  beforeAll(async () => {
    const base = new URL(server!);
    base.pathname = '/';
    admin = makeKnex({ client: 'mysql2', connection: base.toString(), pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
    const url = new URL(base.toString());
    url.pathname = '/' + name;
    // One connection: a connection given back in the middle of an answer would break the next query.
    db = makeKnex({ client: 'mysql2', connection: url.toString(), pool: { min: 0, max: 1 } });
    await db.raw('create table t (id int primary key, label varchar(40) not null)');
    for (let i = 0; i < ROWS; i += 1000) {
      await db('t').insert(Array.from({ length: 1000 }, (_, k) => ({ id: i + k + 1, label: `wiersz ${i + k + 1} zażółć` })));
    }
  });

  afterAll(async () => {
    await db?.destroy();
    await admin?.raw(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin?.destroy();
  });

  it('gives every row once, in order, in groups no larger than asked, while the caller takes its time', async () => {
    const sizes: number[] = [];
    const ids: number[] = [];
    for await (const group of mysqlRowGroups<{ id: number; label: string }>(db, all, 300)) {
      sizes.push(group.length);
      for (const row of group) ids.push(row.id);
      // A slow client: the connection stays paused, nothing is dropped or reordered meanwhile.
      if (sizes.length % 5 === 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(ids).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    expect(Math.max(...sizes)).toBe(300);
    expect(sizes.slice(0, -1).every((n) => n === 300)).toBe(true);
  });

  it('a caller that stops early leaves no connection half-way through an answer', async () => {
    for (let n = 0; n < 3; n++) {
      for await (const group of mysqlRowGroups<{ id: number }>(db, all, 100)) {
        expect(group[0].id).toBe(1);
        break;
      }
    }
    // The pool's only connection was closed, not handed back mid-answer: a new one answers.
    const [rows] = (await db.raw('select count(*) as n from t')) as [Array<{ n: number }>];
    expect(Number(rows[0].n)).toBe(ROWS);
    let count = 0;
    for await (const group of mysqlRowGroups(db, { sql: 'select id from t where id > ?', bindings: [ROWS - 10] }, 4)) count += group.length;
    expect(count).toBe(10);
  });

  it('a failing query is an error, not an empty file', async () => {
    const read = async () => {
      for await (const group of mysqlRowGroups(db, { sql: 'select nie_ma from t', bindings: [] }, 10)) void group;
    };
    await expect(read()).rejects.toThrow(/nie_ma/);
    const [rows] = (await db.raw('select 1 as one')) as [Array<{ one: number }>];
    expect(rows[0].one).toBe(1);
  });
});
