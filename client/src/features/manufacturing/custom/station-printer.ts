/** The station's printer: remembered in this browser (a station is one computer), not per user. */
export const STATION_PRINTER_KEY = 'manufacturing.stationPrinter';

export function recallStationPrinter(): number | null {
  try {
    const value = Number(localStorage.getItem(STATION_PRINTER_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberStationPrinter(printerId: number | null): void {
  try {
    if (printerId === null) localStorage.removeItem(STATION_PRINTER_KEY);
    else localStorage.setItem(STATION_PRINTER_KEY, String(printerId));
  } catch {
    // private mode: the choice lasts for this page only
  }
}
