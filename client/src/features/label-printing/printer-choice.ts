/** SPEC.md section 7: the printers offered are those whose name contains one of these
 *  (case-insensitive), sorted by id descending. */
export const OFFERED_PRINTER_NAMES = ['arizona', 'kiosk', 'zdesigner gk420d', 'zebra'] as const;

export function offeredPrinters<P extends { id: number; name: string }>(printers: readonly P[]): P[] {
  return printers
    .filter((p) => {
      const name = p.name.toLowerCase();
      return OFFERED_PRINTER_NAMES.some((n) => name.includes(n));
    })
    .sort((a, b) => b.id - a.id);
}

const key = (userKey: string | number) => `labelPrinting.lastPrinter.${userKey}`;

/** The last printer this user chose (kept per user in this browser). */
export function recallPrinter(userKey: string | number): number | null {
  const value = Number(localStorage.getItem(key(userKey)));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function rememberPrinter(userKey: string | number, printerId: number): void {
  localStorage.setItem(key(userKey), String(printerId));
}

/** The remembered printer if it is still offered, else the first offered one. */
export function initialPrinter<P extends { id: number }>(offered: readonly P[], remembered: number | null): number | null {
  if (remembered !== null && offered.some((p) => p.id === remembered)) return remembered;
  return offered[0]?.id ?? null;
}
