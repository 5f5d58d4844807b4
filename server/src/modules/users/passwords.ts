import bcrypt from 'bcrypt';
import { badInput } from '../../platform/errors.js';

/** bcrypt only reads the first 72 bytes: a longer password is refused, never silently truncated. */
export const MAX_PASSWORD_BYTES = 72;
export const MIN_PASSWORD_LENGTH = 8;

export function assertPasswordAcceptable(password: string, field = 'password'): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw badInput(`Password is longer than ${MAX_PASSWORD_BYTES} bytes`, {
      [field]: `must be at most ${MAX_PASSWORD_BYTES} bytes (UTF-8)`,
    });
  }
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  assertPasswordAcceptable(password);
  return bcrypt.hash(password, cost);
}

// Compared against when the user does not exist, so the answer takes as long either way: made once
// per work factor, the one new passwords are hashed with.
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = bcrypt.hash('no such user', cost)));
  return hash;
}

export async function verifyPassword(password: string, hash: string | undefined, cost: number): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? (await dummyHash(cost)));
  return ok && hash !== undefined;
}
