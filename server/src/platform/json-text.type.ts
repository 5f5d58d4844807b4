import { Type, type Platform, type EntityProperty } from '@mikro-orm/core';

/**
 * JSON kept in a plain text column. MariaDB's JSON is LONGTEXT with a CHECK constraint that the
 * mysql driver neither reads back as an object nor diffs cleanly; MySQL 8 has a native JSON
 * type. Text behaves the same on MySQL 8, MariaDB and SQLite, so every dialect stores and
 * returns exactly what was written. Use for payloads, snapshots and stored answers (not for
 * anything queried by its inner fields).
 */
export class JsonText<T = unknown> extends Type<T | null, string | null> {
  override convertToDatabaseValue(value: T | null): string | null {
    return value === null || value === undefined ? null : JSON.stringify(value);
  }

  override convertToJSValue(value: string | T | null): T | null {
    if (value === null || value === undefined) return null;
    return typeof value === 'string' ? (JSON.parse(value) as T) : value;
  }

  override getColumnType(_prop: EntityProperty, platform: Platform): string {
    return platform.constructor.name.startsWith('MySql') ? 'longtext' : 'text';
  }

  override compareAsType(): string {
    return 'string';
  }

  override ensureComparable(): boolean {
    return true;
  }
}
