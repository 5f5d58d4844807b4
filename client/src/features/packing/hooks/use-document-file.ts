import { useEffect, useState } from 'react';
import { apiFetch } from '../../../app/api/api-fetch';

export interface DocumentFile {
  url: string;
  headers: { wantsInvoice: boolean; paymentsCod: boolean; is_pickup: boolean; pickup_place: string };
}

/** The PDF of a document (GET /api/documents/{id}) as an object URL, with its headers. */
export function useDocumentFile(id: number | null) {
  const [file, setFile] = useState<DocumentFile | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (id === null) return;
    let url: string | null = null;
    let cancelled = false;
    setLoading(true);
    apiFetch(`/api/documents/${id}`)
      .then(async (res) => {
        const blob = await res.blob();
        if (cancelled) return;
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setFile({
          url,
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
  }, [id]);
  return { file: id === null ? null : file, loading };
}
