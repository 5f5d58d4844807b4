/** The server's printer reasons (English, for logs and integrators) as the i18n keys staff read
 *. The detail (host:port, folder) is kept where it helps. */
export function printErrorKey(reason: string | null | undefined): { key: string; detail: string } {
  const r = reason ?? '';
  const address = /(\d{1,3}(?:\.\d{1,3}){3}|[\w.-]+):(\d+)/.exec(r)?.[0] ?? '';
  if (/^Drukarka nieosiągalna/.test(r) || /Cannot connect|Timed out connecting|ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|ETIMEDOUT/.test(r)) return { key: 'unreachable', detail: address };
  if (/No print agent answered/.test(r)) return { key: 'agentSilent', detail: '' };
  if (/Cannot write to the folder/.test(r)) return { key: 'folder', detail: '' };
  // The server's own words for a job cut off mid-send: sent, outcome unknown.
  if (/^Wysłano do drukarki, wynik nieznany: serwer zatrzymał się/.test(r)) return { key: 'serverStopped', detail: '' };
  if (/wynik nieznany|may have printed|stopped while sending|Connection lost|Timed out writing|closed the connection|did not report/.test(r)) return { key: 'mayHavePrinted', detail: '' };
  if (/printer was deleted/.test(r)) return { key: 'deleted', detail: '' };
  if (/disabled/.test(r)) return { key: 'disabled', detail: '' };
  if (/print agent failed/.test(r)) return { key: 'agentFailed', detail: r.replace(/^The print agent failed: /, '') };
  return { key: 'other', detail: r };
}
