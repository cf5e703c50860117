import { hash, verify } from '@node-rs/argon2';

/** Hashes a password with argon2id (the library's defaults: m=19456, t=2, p=1). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Checks a password against a stored argon2 hash; false for a malformed hash. */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
