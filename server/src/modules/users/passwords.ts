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

// Compared against when the user does not exist, so the answer takes as long either way.
const DUMMY_HASH = '$2b$12$C6UzMDM.H6dfI/f/IKcEeO3J9h3zVlmS8n0nYzZ0JcZ1Xc8pM9QyS';

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && hash !== undefined;
}
