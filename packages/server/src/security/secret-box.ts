import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Encrypts secrets at rest (database passwords) with AES-256-GCM under a key derived from the secret key. */
export class SecretBox {
  readonly #key: Buffer;

  constructor(secretKey: string) {
    this.#key = createHash('sha256').update(`sightline:secret-box:${secretKey}`).digest();
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      ct.toString('base64url'),
    ].join(':');
  }

  /** Throws when the value was not encrypted with this key. */
  decrypt(boxed: string): string {
    const [version, iv, tag, ct] = boxed.split(':');
    if (version !== 'v1' || !iv || !tag || ct === undefined)
      throw new Error('Unrecognised encrypted value');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ct, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
