import { raw } from '@mikro-orm/core';

/** A LIKE pattern matching `value` anywhere, with `!` as the escape character, so `%` and `_`
 *  typed by a user match themselves. Use it with `escape '!'`: SQLite has no default escape
 *  character and MySQL's default (`\`) differs, so the clause is always spelled out. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[!%_]/g, (c) => '!' + c)}%`;
}

/** A filter condition `<column> like '%value%' escape '!'` for em.find / em.count.
 *  `column` is a database column name chosen by the code, never by the caller. */
export function likeContains(column: string, value: string) {
  return { [raw((alias: string) => `${alias ? alias + '.' : ''}\`${column}\` like ? escape '!'`, [containsPattern(value)])]: [] };
}

/** Lower-cased text without diacritics (ł -> l too): what the case- and accent-insensitive
 *  filters compare, on SQLite and MySQL alike. */
export function searchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase();
}
