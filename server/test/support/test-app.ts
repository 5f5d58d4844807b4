import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { App, seedDemoData } from '../../src/app.js';
import { loadConfig } from '../../src/platform/config.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../seed/demo-users.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-bytes-long!';
import { TEST_BCRYPT_COST } from './test-database.js';
export { TEST_BCRYPT_COST };
export type DemoRole = 1 | 2 | 3 | 4;
export const demoEmail = (role: DemoRole) => DEMO_USERS.find((u) => u.role === role)!.email;

export interface HttpAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** The real app on a real database and a real port, with the demo users seeded. */
export class TestApp {
  private tokens = new Map<string, string>();
  private wsClients: Client[] = [];

  private constructor(
    readonly app: App,
    readonly url: string,
    readonly db: TestDatabase,
  ) {}

  static async start(env: Record<string, string> = {}, db?: TestDatabase): Promise<TestApp> {
    const database = db ?? (await createTestDatabase());
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      // the product's own floor when a test runs the app as production or development
      BCRYPT_COST: (env.NODE_ENV ?? 'test') === 'test' ? TEST_BCRYPT_COST : '12',
      DATA_DIR: database.dataDir,
      LOG_LEVEL: 'silent',
      CLIENT_DIST: database.dataDir + '/no-client',
      // Every REST answer is checked against its route's declared schema (setup.ts fails the file on drift).
      REST_CONTRACT_CHECK: 'true',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...env,
    });
    const app = await App.create(config);
    if ((await app.orm.em.fork().getConnection().execute('select count(*) as n from users'))[0].n == 0) await seedDemoData(app.orm);
    const port = await app.listen(0, '127.0.0.1');
    return new TestApp(app, `http://127.0.0.1:${port}`, database);
  }

  async stop({ keepDatabase = false } = {}): Promise<void> {
    await Promise.allSettled(this.wsClients.map((c) => c.dispose()));
    await this.app.stop();
    if (!keepDatabase) await this.db.drop();
  }

  /** REST call with JSON in and out. */
  async rest<T = any>(method: string, path: string, opts: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {}): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.url + path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, headers: res.headers };
  }

  /** GraphQL over HTTP. */
  async gql<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string | null): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: Record<string, any> }> }> {
    const res = await this.rest('POST', '/graphql', { token, body: { query, variables } });
    return res.body;
  }

  /** A token for a demo user of the given role (cached per test app). */
  async tokenFor(role: DemoRole): Promise<string> {
    return this.login(demoEmail(role), DEMO_PASSWORD);
  }

  async login(email: string, password: string): Promise<string> {
    const key = `${email}\n${password}`;
    const cached = this.tokens.get(key);
    if (cached) return cached;
    const res = await this.rest('POST', '/api/auth/login', { body: { username: email, password } });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    this.tokens.set(key, res.body.access_token);
    return res.body.access_token;
  }

  /** Opens subscriptions and resolves once the server has registered every one of them (the ready
   *  signal: the app's count of opened subscriptions), so no event published after this is missed. */
  async subscribed<T>(open: () => T): Promise<T> {
    const before = this.app.platform.pubSub.subscriptionsOpened;
    const opened = open();
    const subs = (Array.isArray(opened) ? opened : [opened]) as Array<{ errors?: unknown[] }>;
    const refused = () => subs.flatMap((s) => s.errors ?? []);
    await waitFor(() => this.app.platform.pubSub.subscriptionsOpened >= before + subs.length || refused().length > 0, 5000, `${subs.length} subscription(s) registered`);
    if (refused().length) throw new Error(`subscription refused: ${JSON.stringify(refused())}`);
    // The bus adds its listener when the server first reads the subscription: one turn later.
    await new Promise((r) => setImmediate(r));
    return opened;
  }

  forgetTokens(): void {
    this.tokens.clear();
  }

  /** A graphql-ws client over a real WebSocket. */
  ws(token?: string | null, opts: { onClosed?: (code: number) => void } = {}): Client {
    const client = createClient({
      url: this.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
      lazy: true,
      on: { closed: (e) => opts.onClosed?.((e as { code: number }).code) },
    });
    this.wsClients.push(client);
    return client;
  }
}

/** Collects what a subscription delivers. */
export function subscribe(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const events: any[] = [];
  const errors: any[] = [];
  let completed = false;
  const unsubscribe = client.subscribe(
    { query, variables },
    {
      next: (v) => events.push(v),
      error: (e) => errors.push(e),
      complete: () => {
        completed = true;
      },
    },
  );
  return { events, errors, unsubscribe, isCompleted: () => completed };
}

export async function waitFor(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
