/**
 * What may reach the log. A database error's message carries the statement
 * with its values inlined (a failed insert into `users` showed the bcrypt `password_hash`), so:
 * - an error that comes from the database keeps its statement but not its values: every SQL
 *   string literal becomes `?` (and hex/blob literals too), in the message and the stack;
 * - every log line, whatever it holds, is scrubbed of what looks like a secret: bcrypt hashes,
 *   JWTs, API keys (`gbo_live_...`), 64-hex digests (reset-token hashes), Bearer values.
 */

const SECRET_PATTERNS: Array<[RegExp, string]> = [
  [/\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g, '[redacted bcrypt hash]'],
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, '[redacted token]'],
  [/\bgbo_[a-z]+_[A-Za-z0-9_-]{8,}/g, '[redacted api key]'],
  [/\b[0-9a-f]{64}\b/gi, '[redacted digest]'],
  [/(Bearer\s+)[^\s"',;]+/gi, '$1[redacted]'],
];

export function redactSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** `insert into users (email, password_hash) values ('a@b', '$2b$...')` -> `... values (?, ?)`. */
function redactSqlValues(text: string): string {
  return text
    .replace(/\bX'[0-9a-f]*'/gi, '?')
    .replace(/'(?:[^'\\]|\\[\s\S]|'')*'/g, '?')
    .replace(/\b0x[0-9a-f]{16,}\b/gi, '?');
}

/** Numbers too, for the message (not the stack, whose line:column numbers are kept). */
const redactSqlNumbers = (text: string) => text.replace(/(?<![\w.`$:-])-?\d+(?:\.\d+)?(?![\w`])/g, '?');

/** Errors thrown by the database layer (MikroORM DriverException, mysql2, libsql). */
function fromDatabase(err: Error): boolean {
  const e = err as Error & { sql?: unknown; sqlMessage?: unknown; sqlState?: unknown; code?: unknown };
  if (e.sql !== undefined || e.sqlMessage !== undefined || e.sqlState !== undefined) return true;
  if (/Exception$/.test(err.name) || err.constructor?.name?.endsWith('Exception')) return true;
  return typeof e.code === 'string' && /^(SQLITE_|ER_)/.test(e.code);
}

/** The `err` field of a log line: message and stack, without values or secrets. */
export function errorForLog(err: Error): { name: string; message: string; stack?: string; code?: string } {
  const db = fromDatabase(err);
  const message = db ? redactSqlNumbers(redactSqlValues(err.message)) : err.message;
  const stack = err.stack && db ? redactSqlValues(err.stack.split(err.message).join(message)) : err.stack;
  const code = (err as { code?: unknown }).code;
  return {
    name: err.name,
    message: redactSecrets(message),
    ...(stack ? { stack: redactSecrets(stack) } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}
