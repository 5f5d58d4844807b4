/**
 * Badges this station has seen: GET /api/user-check only says whether a badge (numer_zewnetrzny)
 * belongs to an active worker, not whose it is, so the first scan of a badge at a station asks
 * for the worker's number once and the station remembers the pair.
 */
const KEY = 'manufacturing.stationBadges';

function read(): Record<string, number> {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function recallBadge(badge: string): number | null {
  const n = read()[badge];
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function rememberBadge(badge: string, employeeNumber: number): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...read(), [badge]: employeeNumber }));
  } catch {
    // private mode: asked again next time
  }
}
