import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export type TokenType = 'access' | 'refresh' | 'session';

export interface TokenClaims {
  sub: string;
  type: TokenType;
  fresh?: boolean;
  sid?: string;
  jti?: string;
  /** The user's token version when issued; a newer version revokes the token (migration 0005). */
  tv?: number;
}

/** Signs and verifies the JWTs (HS256, `sub` = user id as a string) and CSRF tokens. */
export class TokenService {
  readonly #key: Uint8Array;
  readonly #csrfKey: Buffer;
  /** Verified tokens until they expire: WebCrypto HMAC per request was the largest cost of small requests. */
  readonly #verified = new Map<string, { claims: TokenClaims; exp: number }>();

  constructor(secretKey: string) {
    this.#key = createHash('sha256').update(`sightline:jwt:${secretKey}`).digest();
    this.#csrfKey = createHash('sha256').update(`sightline:csrf:${secretKey}`).digest();
  }

  async sign(claims: TokenClaims, ttlSeconds: number): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest, jti: claims.jti ?? randomBytes(12).toString('base64url') })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.#key);
  }

  /** Verifies a token of the expected type; throws TokenError with flask-jwt-extended's wording. */
  async verify(token: string, expected: TokenType): Promise<TokenClaims> {
    const hit = this.#verified.get(token);
    if (hit && hit.exp > Date.now() / 1000) {
      if (hit.claims.type !== expected)
        throw new TokenError(
          expected === 'refresh'
            ? 'Only refresh tokens are allowed'
            : 'Only non-refresh tokens are allowed',
        );
      return hit.claims;
    }
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      if (payload.type !== expected || typeof payload.sub !== 'string') {
        throw new TokenError(
          expected === 'refresh'
            ? 'Only refresh tokens are allowed'
            : 'Only non-refresh tokens are allowed',
        );
      }
      if (this.#verified.size >= 10_000) this.#verified.clear();
      this.#verified.set(token, {
        claims: payload as unknown as TokenClaims,
        exp: payload.exp ?? 0,
      });
      return payload as unknown as TokenClaims;
    } catch (e) {
      if (e instanceof TokenError) throw e;
      if (e instanceof joseErrors.JWTExpired) throw new TokenError('Token has expired');
      if (e instanceof joseErrors.JWSSignatureVerificationFailed)
        throw new TokenError('Signature verification failed');
      throw new TokenError('Invalid token');
    }
  }

  /** A CSRF token bound to a session id: `<issued-at>.<hmac>`. */
  csrfToken(sessionId: string, now = Date.now()): string {
    const ts = Math.floor(now / 1000).toString(36);
    return `${ts}.${this.#csrfMac(sessionId, ts)}`;
  }

  /** 'ok', or why the token is refused (wording used in the CSRF error message). */
  checkCsrf(
    sessionId: string,
    token: string | undefined,
    maxAgeSeconds: number,
    now = Date.now(),
  ): 'ok' | 'missing' | 'invalid' | 'expired' {
    if (!token) return 'missing';
    const [ts, mac] = token.split('.');
    if (!ts || !mac) return 'invalid';
    const expected = Buffer.from(this.#csrfMac(sessionId, ts));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    const issued = parseInt(ts, 36) * 1000;
    if (!Number.isFinite(issued) || now - issued > maxAgeSeconds * 1000) return 'expired';
    return 'ok';
  }

  #csrfMac(sessionId: string, ts: string): string {
    return createHmac('sha256', this.#csrfKey).update(`${sessionId}.${ts}`).digest('base64url');
  }
}

export class TokenError extends Error {}
