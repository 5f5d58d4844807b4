/** Lower-cased text without diacritics (ł -> l too): what the case- and accent-insensitive
 *  filters compare, on SQLite and MySQL alike (ADR 0300). */
export function searchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase();
}

export { containsPattern } from '../../platform/like.js';
