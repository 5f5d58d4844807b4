/**
 * The owner's fixed server stack with nothing of the product in it (issue 22's memory floor,
 * run by memory-floor.ts): Apollo Server 5 on express, a one-field TypeGraphQL schema, graphql-ws
 * on the same port, MikroORM with one entity on the database given, jsonwebtoken and bcrypt
 * loaded. It answers one GraphQL query over HTTP, waits, then prints its RSS as JSON and exits.
 *
 *   node <flags> bench/stack-floor.mjs <DATABASE_URL | sqlite file>
 *
 * Plain JavaScript so that no TypeScript loader sits in the measured process.
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(fileURLToPath(new URL('../server/package.json', import.meta.url)));
const load = (id) => import(require.resolve(id));

const target = process.argv[2] ?? '';
const { ApolloServer } = await load('@apollo/server');
const { expressMiddleware } = await load('@as-integrations/express5');
const express = (await load('express')).default;
const typeGraphql = await load('type-graphql');
const { useServer } = await load('graphql-ws/use/ws');
const { WebSocketServer } = (await load('ws')).default;
const orm = await (target.startsWith('mysql://') ? load('@mikro-orm/mysql') : load('@mikro-orm/libsql'));
await load('jsonwebtoken');
await load('bcrypt');

class Hello {
  hello() {
    return 'hello';
  }
}
typeGraphql.Query(() => String)(Hello.prototype, 'hello', Object.getOwnPropertyDescriptor(Hello.prototype, 'hello'));
typeGraphql.Resolver()(Hello);
const schema = await typeGraphql.buildSchema({ resolvers: [Hello], validate: false });

const Item = new orm.EntitySchema({ name: 'Item', tableName: 'stack_floor_items', properties: { id: { type: 'number', primary: true }, name: { type: 'string' } } });
const db = await orm.MikroORM.init(
  target.startsWith('mysql://') ? { entities: [Item], clientUrl: target } : { entities: [Item], dbName: target || ':memory:' },
);
await db.em.fork().getConnection().execute('select 1');

const app = express();
const server = http.createServer(app);
useServer({ schema }, new WebSocketServer({ server, path: '/graphql' }));
const apollo = new ApolloServer({ schema });
await apollo.start();
app.use('/graphql', express.json(), expressMiddleware(apollo));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const res = await fetch(`http://127.0.0.1:${server.address().port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ hello }"}' });
if (!(await res.text()).includes('"hello"')) throw new Error('the bare stack did not answer');
await new Promise((resolve) => setTimeout(resolve, 2000));
const status = readFileSync('/proc/self/status', 'utf8');
console.log(JSON.stringify({ rssMb: Number(status.match(/^VmRSS:\s+(\d+)/m)[1]) / 1024 }));
process.exit(0);
