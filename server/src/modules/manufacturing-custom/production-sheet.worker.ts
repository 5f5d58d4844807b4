// Runs on the CPU pool's threads (platform/workers/cpu-pool.ts): the same renderer as the main
// thread's, so a sheet's bytes do not depend on where it was drawn.
import type { SchemaView } from '../manufacturing-reference/index.js';
import { renderProductionSheet, type SheetRecord } from './production-sheet.js';

export interface SheetTask {
  rec: SheetRecord;
  schemas: SchemaView[];
}

export async function sheet(task: SheetTask): Promise<Uint8Array> {
  return renderProductionSheet(task.rec, task.schemas);
}
