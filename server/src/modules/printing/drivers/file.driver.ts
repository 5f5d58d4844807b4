import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PrintDeliveryError, type PrintDriver, type PrintPayload, type PrintTarget } from './driver.js';

/** Writes each job as one file into a folder under DATA_DIR/print-files (a hot folder). The file
 *  appears whole (written aside, then renamed) and is named by the job, so a re-run finds it. */
export class FileDriver implements PrintDriver {
  constructor(private readonly root: string) {}

  folderOf(target: PrintTarget): string {
    return join(this.root, target.folder ?? `printer-${target.printerId}`);
  }

  async send(target: PrintTarget, payload: PrintPayload): Promise<void> {
    const dir = this.folderOf(target);
    const file = join(dir, `job-${payload.jobId}.${payload.format}`);
    if (existsSync(file)) return;
    try {
      await mkdir(dir, { recursive: true });
      const tmp = `${file}.part`;
      await writeFile(tmp, payload.content);
      await rename(tmp, file);
    } catch (err) {
      throw new PrintDeliveryError(`Cannot write to the folder: ${(err as Error).message}`, false);
    }
  }
}
