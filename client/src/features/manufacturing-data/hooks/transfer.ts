import { apiFetch } from '../../../shared/api/api-fetch';
import { getToken } from '../../../shared/session/auth-store';
import { notifyUnauthenticated } from '../../../shared/session/unauthenticated';

export interface RowProblem {
  line: number;
  field: string;
  reason: string;
}

export type ImportOutcome =
  | { ok: true; dryRun: boolean; created: number; updated: number; unchanged: number }
  | { ok: false; rows: RowProblem[]; message: string };

/** POST /api/manufacturing-data/import (multipart). A 422 carries every bad row: a result to show. */
export async function importManufacturingData(file: File, dryRun: boolean): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (dryRun) form.append('dryRun', 'true');
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch('/api/manufacturing-data/import', { method: 'POST', headers, body: form });
  if (res.status === 401) {
    notifyUnauthenticated();
    throw new Error(res.statusText || 'Unauthorized');
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.ok) return { ok: true, dryRun: body.dryRun === true, created: Number(body.created ?? 0), updated: Number(body.updated ?? 0), unchanged: Number(body.unchanged ?? 0) };
  if (res.status === 422 && Array.isArray(body.rows)) return { ok: false, rows: body.rows as RowProblem[], message: String(body.message ?? '') };
  const fields = body.fields as Record<string, string> | undefined;
  return { ok: false, rows: [], message: String((fields ? Object.values(fields)[0] : undefined) ?? body.message ?? res.statusText) };
}

/** Downloads GET /api/manufacturing-data/export?format=. */
export async function exportManufacturingData(format: 'xlsx' | 'csv'): Promise<void> {
  const res = await apiFetch(`/api/manufacturing-data/export?format=${format}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `dane-produkcyjne.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
