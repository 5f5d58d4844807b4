import type { EntityManager } from '@mikro-orm/core';
import { Computer, Printer } from '../server/src/modules/printing/printing.entity.js';

const DEMO_COMPUTERS = [
  { name: 'Magazyn', hostname: 'magazyn-pc' },
  { name: 'Biuro', hostname: 'biuro-pc' },
  { name: 'Kiosk', hostname: 'kiosk' },
];

/** Demo printers. The tcp one points at a documentation address (nothing answers there: its
 *  jobs fail after the retries, which shows the queue's error handling); "Kiosk PDF" writes
 *  PDFs under data/print-files/kiosk, so printing works on a fresh machine. "HP LaserJet biuro"
 *  is not offered by Wydruk etykiet (its name matches none of SPEC.md's printer names). */
const DEMO_PRINTERS = [
  { name: 'Zebra ZD421 magazyn', computer: 'magazyn-pc', driver: 'tcp', host: '192.0.2.50', port: 9100, language: 'zpl' },
  { name: 'ZDesigner GK420d biuro', computer: 'biuro-pc', driver: 'agent', queue: 'ZDesigner_GK420d', language: 'zpl' },
  { name: 'HP LaserJet biuro', computer: 'biuro-pc', driver: 'agent', queue: 'HP_LaserJet', language: 'pdf' },
  { name: 'Kiosk PDF', computer: 'kiosk', driver: 'file', folder: 'kiosk', language: 'pdf' },
] as const;


/** Computers and printers of the demo; skipped when printers exist. */
export async function seedPrinting(em: EntityManager): Promise<void> {
  if (await em.count(Printer, {})) return;
  const computers = new Map<string, Computer>();
  for (const c of DEMO_COMPUTERS) computers.set(c.hostname, em.create(Computer, c));
  await em.flush();
  for (const p of DEMO_PRINTERS) {
    const { computer, ...rest } = p;
    em.create(Printer, { ...rest, computerId: computers.get(computer)!.id, enabled: true });
  }
  await em.flush();
}
