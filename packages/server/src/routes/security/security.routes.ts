import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { refreshAccessToken } from '../../commands/users/session-tokens.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { login, loginRequestSchema } from '../../security/login.ts';
import { issueTokens } from '../../security/session.ts';
import { fieldErrors } from '../common/http.ts';

/** /api/v1/security: token login and refresh, CSRF tokens (docs/api.md §1.2). */
export async function securityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/v1/security/login', { config: { csrfExempt: true } }, async (req, reply) => {
    if (
      req.isNotJson ||
      typeof req.body !== 'object' ||
      req.body === null ||
      Array.isArray(req.body)
    ) {
      throw new AppError(400, 'Request payload is not JSON');
    }
    const parsed = loginRequestSchema.safeParse(req.body);
    if (!parsed.success) return reply.status(400).send({ message: fieldErrors(parsed.error) });
    const { username, password, provider, refresh } = parsed.data;
    if (provider !== undefined && provider !== 'db') {
      return reply.status(400).send({ message: { provider: ['Must be one of: db.'] } });
    }
    const result = await login(ctx, username, password, req.ip);
    if (!result.ok)
      return reply
        .status(result.status)
        .headers(result.headers ?? {})
        .send({ message: result.message });
    return issueTokens(ctx, result.user, refresh === true);
  });

  app.post('/api/v1/security/refresh', { config: { csrfExempt: true } }, async (req) => {
    const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
    if (!m) throw new AppError(401, 'Missing Authorization Header', { shape: 'msg' });
    return { access_token: await refreshAccessToken(ctx, m[1]!.trim()) };
  });

  app.get(
    '/api/v1/security/csrf_token/',
    { preHandler: requirePermission(ctx, 'can_read', 'Security') },
    async (req) => {
      requireUser(req);
      // Bearer clients have no session; bind their token to a throwaway id (they need no token anyway).
      const sid = req.sessionId ?? randomBytes(16).toString('base64url');
      return { result: ctx.tokens.csrfToken(sid) };
    },
  );
}
