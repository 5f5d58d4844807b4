/** Lower case without Polish diacritics, so "uzytk" finds "Użytkownicy". */
function normalizeForSearch(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

/** Keeps the entries whose label contains the query (all of them for an empty query). */
export function filterByLabel<T>(entries: readonly T[], query: string, label: (entry: T) => string): T[] {
  const needle = normalizeForSearch(query);
  if (!needle) return [...entries];
  return entries.filter((entry) => normalizeForSearch(label(entry)).includes(needle));
}
