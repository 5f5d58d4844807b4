import { useEffect, useState } from 'react';
import { apiFetch } from '../../../shared/api/api-fetch';

export interface DocumentFile {
  url: string;
  bytes: Uint8Array;
  /** From Content-Disposition: the order number, e.g. `ZAM_2026_0001.pdf`. */
  fileName: string;
  headers: { wantsInvoice: boolean; paymentsCod: boolean; is_pickup: boolean; pickup_place: string };
}

/** `inline; filename="ZAM_2026_0001.pdf"` -> `ZAM_2026_0001.pdf`; the number itself when absent. */
export function fileNameOf(contentDisposition: string | null, number: string): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? `${number.replace(/[^A-Za-z0-9.-]+/g, '_')}.pdf`;
}

/** The PDF of a document (GET /api/documents/{id}) as bytes and an object URL, with its headers. */
export function useDocumentFile(id: number | null, number = '') {
  const [file, setFile] = useState<DocumentFile | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (id === null) return;
    let url: string | null = null;
    let cancelled = false;
    setLoading(true);
    apiFetch(`/api/documents/${id}`)
      .then(async (res) => {
        const bytes = new Uint8Array(await res.arrayBuffer());
        if (cancelled) return;
        url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
        setFile({
          url,
          bytes,
          fileName: fileNameOf(res.headers.get('content-disposition'), number),
          headers: {
            wantsInvoice: res.headers.get('wantsInvoice') === 'true',
            paymentsCod: res.headers.get('paymentsCod') === 'true',
            is_pickup: res.headers.get('is_pickup') === 'true',
            pickup_place: decodeURIComponent(res.headers.get('pickup_place') ?? ''),
          },
        });
      })
      .catch(() => {
        if (!cancelled) setFile(null);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
      setFile(null);
    };
  }, [id, number]);
  return { file: id === null ? null : file, loading };
}
