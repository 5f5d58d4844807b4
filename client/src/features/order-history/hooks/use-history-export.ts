import { useState } from 'react';
import { apiFetch } from '../../../shared/api/api-fetch';
import { showMessage } from '../../../shared/message/message-store';
import { useOperationStatus } from '../../../shared/operation-status/use-operation-status';

type ExportFormat = 'csv' | 'xlsx';

/** Downloads GET /api/history/export with the current filters. Progress: the server's
 *  operationStatus ("done / total"), subscribed before the request starts. */
export function useHistoryExport(doneMessage: string) {
  const [operationId, setOperationId] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const { status } = useOperationStatus(operationId);
  const match = /^(\d+) \/ (\d+)$/.exec(status?.message ?? '');
  const progress = match ? { done: Number(match[1]), total: Number(match[2]) } : null;

  const start = async (format: ExportFormat, filters: Record<string, string>) => {
    const id = crypto.randomUUID();
    setOperationId(id);
    setRunning(true);
    // Give the subscription a moment to be registered before the first status is published.
    await new Promise((r) => setTimeout(r, 300));
    try {
      const params = new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), format, operationId: id });
      const res = await apiFetch(`/api/history/export?${params}`);
      const blob = await res.blob();
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `historia.${format}`;
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      showMessage({ message: doneMessage });
    } catch {
      /* apiFetch showed the message */
    } finally {
      setRunning(false);
    }
  };

  return { start, running, progress };
}
