import type { InventoryConfig } from './inventory.config.js';
import type { ChangeData, ChangeType } from './change.entity.js';

/** What the ERP receives for one change. */
export interface ErpChangeMessage {
  changeId: number;
  attempt: number;
  type: ChangeType;
  reference: string;
  data: ChangeData;
  numer_pracownika: number | null;
  createdAt: string;
}

/** The ERP refused or did not answer; the message is stored on the change (status ERROR). */
export class ErpError extends Error {}

/** Sends a change to the ERP. Resolves when the ERP accepted it; throws ErpError otherwise. */
export interface ErpConnector {
  readonly kind: 'local' | 'http';
  send(message: ErpChangeMessage, idempotencyKey: string): Promise<void>;
}

/** No external system: every change is accepted at once (the default). */
class LocalErpConnector implements ErpConnector {
  readonly kind = 'local' as const;
  async send(): Promise<void> {}
}

/** POSTs the change as JSON to ERP_URL with an Idempotency-Key (a resend after a crash is the same
 *  key, so the ERP applies it once). 2xx: accepted; anything else or a timeout: ErpError. */
class HttpErpConnector implements ErpConnector {
  readonly kind = 'http' as const;
  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
  ) {}

  async send(message: ErpChangeMessage, idempotencyKey: string): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const e = err as Error;
      if (e.name === 'TimeoutError' || e.name === 'AbortError') throw new ErpError(`System ERP nie odpowiedział w ciągu ${this.timeoutMs} ms`);
      throw new ErpError(`Brak połączenia z systemem ERP (${(e.cause as Error | undefined)?.message ?? e.message})`);
    }
    const text = await res.text().catch(() => '');
    if (res.status < 200 || res.status > 299) {
      let detail = text.trim();
      try {
        const body = JSON.parse(text) as { message?: unknown; error?: unknown };
        if (typeof body.message === 'string') detail = body.message;
        else if (typeof body.error === 'string') detail = body.error;
      } catch {
        /* plain text */
      }
      throw new ErpError(`System ERP odrzucił zmianę (HTTP ${res.status})${detail ? `: ${detail.slice(0, 500)}` : ''}`);
    }
  }
}

export function createErpConnector(erp: InventoryConfig['erp']): ErpConnector {
  return erp.connector === 'http' ? new HttpErpConnector(erp.url!, erp.timeoutMs) : new LocalErpConnector();
}
