import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { cookieOptions } from './session.ts';

/** The cookie carrying a browser session's async channel (docs/api.md §2.5). */
export const ASYNC_TOKEN_COOKIE = 'async-token';

/** `{channel, sub}` of the async token. */
export interface AsyncChannel {
  channel: string;
  sub: string | null;
}

/** Signs and reads async-token cookies (HS256 with the async JWT secret). */
export class AsyncTokens {
  readonly #key: Uint8Array;
  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(claims: AsyncChannel): Promise<string> {
    return new SignJWT({
      channel: claims.channel,
      ...(claims.sub === null ? {} : { sub: claims.sub }),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(this.#key);
  }

  /** The channel of a request's cookie; null when missing or invalid. */
  async read(req: FastifyRequest): Promise<AsyncChannel | null> {
    const token = req.cookies?.[ASYNC_TOKEN_COOKIE];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      if (typeof payload.channel !== 'string') return null;
      return {
        channel: payload.channel,
        sub: typeof payload.sub === 'string' ? payload.sub : null,
      };
    } catch {
      return null;
    }
  }

  /**
   * The request's channel, issuing a new one (and setting the cookie) when the cookie is missing,
   * invalid or belongs to another user, as Superset's async query manager does.
   */
  async ensure(req: FastifyRequest, reply: FastifyReply): Promise<AsyncChannel> {
    const sub = req.user ? String(req.user.id) : null;
    const current = await this.read(req);
    if (current && current.sub === sub) return current;
    const fresh = { channel: randomUUID(), sub };
    reply.setCookie(ASYNC_TOKEN_COOKIE, await this.sign(fresh), cookieOptions(req));
    return fresh;
  }
}
