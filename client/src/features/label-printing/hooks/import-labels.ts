import { getToken } from '../../../shared/session/auth-store';
import { notifyUnauthenticated } from '../../../shared/session/unauthenticated';

export interface RowProblem {
  line: number;
  field: string;
  reason: string;
}

export type ImportOutcome =
  | { ok: true; message: string; created: number; updated: number }
  | { ok: false; rows: RowProblem[]; message: string };

/** POST /api/quick-print/import with a CSV/XLSX file (multipart). Pasted rows go as a CSV file.
 *  A 422 answer carries every bad row; it is a result to show, not an exception. */
export async function importLabels(file: File | Blob, fileName: string, operationId?: string): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file, fileName);
  if (operationId) form.append('operationId', operationId);
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch('/api/quick-print/import', { method: 'POST', headers, body: form });
  if (res.status === 401) {
    notifyUnauthenticated();
    throw new Error(res.statusText || 'Unauthorized');
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.ok) return { ok: true, message: String(body.message ?? ''), created: Number(body.created ?? 0), updated: Number(body.updated ?? 0) };
  if (res.status === 422 && Array.isArray(body.rows)) return { ok: false, rows: body.rows as RowProblem[], message: String(body.message ?? '') };
  const fields = body.fields as Record<string, string> | undefined;
  const reason = fields ? Object.values(fields)[0] : undefined;
  return { ok: false, rows: [], message: String(reason ?? body.message ?? res.statusText) };
}
