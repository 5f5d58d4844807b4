import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ErpMode = 'ok' | 'fail' | 'slow' | 'hold';

/** A local stand-in for the ERP: accepts, fails (500), answers too late, or holds requests until
 *  released (then accepts them, or fails them with `release('fail')`). Like a real ERP it applies
 *  each Idempotency-Key once. */
export class FakeErp {
  mode: ErpMode = 'ok';
  slowMs = 1000;
  readonly requests: Array<{ key: string | undefined; body: any }> = [];
  readonly applied = new Map<string, any>();
  private held: Array<(answer: 'ok' | 'fail') => void> = [];
  private constructor(private readonly server: Server, readonly url: string) {}

  static async start(): Promise<FakeErp> {
    // eslint-disable-next-line prefer-const -- the request handler above closes over it before it is assigned
    let erp!: FakeErp;
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => void erp.handle(raw, req.headers['idempotency-key'] as string | undefined, res));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    erp = new FakeErp(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp/changes`);
    return erp;
  }

  private async handle(raw: string, key: string | undefined, res: import('node:http').ServerResponse): Promise<void> {
    const body = raw ? JSON.parse(raw) : null;
    this.requests.push({ key, body });
    let mode = this.mode;
    if (mode === 'hold') mode = await new Promise<'ok' | 'fail'>((r) => this.held.push(r));
    if (mode === 'slow') await new Promise((r) => setTimeout(r, this.slowMs));
    if (res.destroyed) return;
    if (mode === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Magazyn ERP niedostępny' }));
      return;
    }
    if (key && !this.applied.has(key)) this.applied.set(key, body);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
  }

  release(answer: 'ok' | 'fail' = 'ok'): void {
    for (const r of this.held.splice(0)) r(answer);
  }

  keys(): Array<string | undefined> {
    return this.requests.map((r) => r.key);
  }

  async stop(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }
}
