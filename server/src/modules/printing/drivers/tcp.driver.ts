import { Socket } from 'node:net';
import { PrintDeliveryError, type PrintDriver, type PrintPayload, type PrintTarget } from './driver.js';

/** Raw TCP (port 9100) to a network Zebra printer. Refused or timed out before the connection
 *  stands: nothing was sent (retry). Anything failing after the first byte: maybe printed. */
export class TcpDriver implements PrintDriver {
  constructor(private readonly opts: { connectTimeoutMs: number; writeTimeoutMs: number }) {}

  send(target: PrintTarget, payload: PrintPayload): Promise<void> {
    const host = target.host ?? '';
    const port = target.port ?? 9100;
    return new Promise((resolve, reject) => {
      const socket = new Socket();
      let connected = false;
      let finished = false;
      let settled = false;
      const settle = (err?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(connectTimer);
        clearTimeout(writeTimer);
        socket.destroy();
        if (err) reject(err);
        else resolve();
      };
      const connectTimer = setTimeout(() => settle(new PrintDeliveryError(`Timed out connecting to ${host}:${port}`, false)), this.opts.connectTimeoutMs);
      let writeTimer: NodeJS.Timeout | undefined;
      socket.once('error', (err: NodeJS.ErrnoException) => {
        const reason = err.code ? `${err.code} ${host}:${port}` : err.message;
        settle(new PrintDeliveryError(connected ? `Connection lost while sending: ${reason}` : `Cannot connect to the printer: ${reason}`, connected));
      });
      socket.once('connect', () => {
        connected = true;
        clearTimeout(connectTimer);
        writeTimer = setTimeout(() => {
          // Everything was handed over and the printer keeps the line open: the job is out.
          if (finished) settle();
          else settle(new PrintDeliveryError(`Timed out writing to ${host}:${port}`, true));
        }, this.opts.writeTimeoutMs);
        socket.end(payload.content, () => {
          finished = true;
        });
      });
      socket.once('close', () => {
        if (finished) settle();
        else settle(new PrintDeliveryError(`The printer closed the connection before the job was written`, true));
      });
      socket.connect({ host, port });
    });
  }
}
