import { createServer, type Server, type Socket } from 'node:net';

/** A fake Zebra printer: a TCP server on 127.0.0.1 that keeps every job's bytes (one job per
 *  connection) and counts labels by their ^PQ. `holdMs` keeps each connection open that long
 *  before closing it (a slow printer). */
export class FakeZebra {
  readonly jobs: Buffer[] = [];
  private sockets = new Set<Socket>();
  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(opts: { holdMs?: number } = {}): Promise<FakeZebra> {
    let zebra: FakeZebra;
    const server = createServer((socket) => {
      zebra.sockets.add(socket);
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('end', () => {
        zebra.jobs.push(Buffer.concat(chunks));
        setTimeout(() => socket.end(), opts.holdMs ?? 0);
      });
      socket.on('close', () => zebra.sockets.delete(socket));
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    zebra = new FakeZebra(server, port);
    return zebra;
  }

  /** Label count: sum of ^PQn over all jobs. */
  labels(): number {
    return this.jobs.reduce((n, j) => n + Number(/\^PQ(\d+)/.exec(j.toString('utf8'))?.[1] ?? 0), 0);
  }

  texts(): string[] {
    return this.jobs.map((j) => j.toString('utf8'));
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A port on 127.0.0.1 where nothing listens (connections are refused). */
export async function refusingPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const POLISH = 'Zażółć gęślą jaźń ŻÓŁW';
