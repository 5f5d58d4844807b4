import { apiFetch } from '../../../shared/api/api-fetch';

/** POST /api/stocks/file: the XLSX of these catalogue indexes is downloaded; answers the indexes
 *  the server did not find (its `x-not-found` header). apiFetch shows a failure itself and throws. */
export async function downloadStockFile(indexes: string[]): Promise<string[]> {
  const res = await apiFetch('/api/stocks/file', { method: 'POST', json: { indeksyKatalogowe: indexes } });
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'stany-magazynowe.xlsx';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return JSON.parse(decodeURIComponent(res.headers.get('x-not-found') ?? '%5B%5D')) as string[];
}
