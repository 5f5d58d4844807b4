import { connect } from 'node:net';

/**
 * Tests that need an outside service (Redis) ask here whether it answers. Without it a test is
 * SKIPPED, with the reason in its name and on stderr, never passed; under CI=true it must run,
 * so an unreachable service fails the suite instead (issue 11).
 */
export interface ServiceGate {
  available: boolean;
  /** Why the tests are skipped ('' when available). */
  reason: string;
  /** A describe/it title that carries the reason when skipped. */
  title(name: string): string;
}

/** PING over RESP: true when the server answers +PONG (or asks for a password) within timeoutMs. */
export function pingRedis(url: string, timeoutMs = 1000): Promise<string | null> {
  return new Promise((resolve) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return resolve(`REDIS URL ${url} is not a URL`);
    }
    const socket = connect({ host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || 6379) });
    const finish = (problem: string | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(problem);
    };
    const timer = setTimeout(() => finish(`Redis at ${url} did not answer within ${timeoutMs} ms`), timeoutMs);
    socket.once('error', (err) => finish(`Redis at ${url} is unreachable (${(err as NodeJS.ErrnoException).code ?? err.message})`));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      const answer = data.toString('utf8');
      finish(answer.startsWith('+PONG') || answer.includes('NOAUTH') ? null : `Redis at ${url} answered ${JSON.stringify(answer.slice(0, 40))}`);
    });
  });
}

export async function serviceGate(
  service: string,
  check: () => Promise<string | null>,
  env: NodeJS.ProcessEnv = process.env,
  say: (line: string) => void = (line) => process.stderr.write(line),
): Promise<ServiceGate> {
  const problem = await check();
  if (problem === null) return { available: true, reason: '', title: (name) => name };
  if (env.CI === 'true' || env.CI === '1') {
    throw new Error(`${service} is required under CI=true, and ${problem}. Start it (see .ci/run) or run without CI=true to skip these tests.`);
  }
  const reason = `${problem}; set CI=true to require it`;
  say(`SKIPPED: tests that need ${service}: ${reason}\n`);
  return { available: false, reason, title: (name) => `${name} [SKIPPED: ${reason}]` };
}
