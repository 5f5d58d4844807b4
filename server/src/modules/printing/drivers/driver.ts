import type { PrinterDriver, PrinterLanguage } from '../printing.entity.js';

/** Where and how a job goes: the printer row as the drivers need it. */
export interface PrintTarget {
  printerId: number;
  name: string;
  driver: PrinterDriver;
  host: string | null;
  port: number | null;
  queue: string | null;
  folder: string | null;
  language: PrinterLanguage;
  hostname: string;
}

export interface PrintPayload {
  jobId: number;
  format: PrinterLanguage;
  content: Buffer;
}

/** A send that failed. `mayHavePrinted`: some bytes may have reached the printer, so sending
 *  again could print the label twice: a person decides (NEEDS_ATTENTION). Otherwise nothing
 *  left us and a retry is safe. */
export class PrintDeliveryError extends Error {
  constructor(
    message: string,
    readonly mayHavePrinted: boolean,
  ) {
    super(message);
    this.name = 'PrintDeliveryError';
  }
}

export interface PrintDriver {
  send(target: PrintTarget, payload: PrintPayload): Promise<void>;
}
