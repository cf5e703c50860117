import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { csrfTokenResponse, loginResponse, refreshResponse } from '@sightline/core';
import { refreshAccessToken } from '../../commands/users/session-tokens.ts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequestFields } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { login, loginRequestSchema } from '../../security/login.ts';
import { issueTokens } from '../../security/session.ts';
import { contract } from '../common/contract.ts';
import { fieldErrors } from '../common/http.ts';

/** /api/v1/security: token login and refresh, CSRF tokens (docs/api.md §1.2). */
export async function securityRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const login200 = { config: { csrfExempt: true }, schema: { response: { 200: loginResponse } } };
  app.post('/api/v1/security/login', login200, async (req) => {
    if (
      req.isNotJson ||
      typeof req.body !== 'object' ||
      req.body === null ||
      Array.isArray(req.body)
    ) {
      throw new AppError(400, 'Request payload is not JSON');
    }
    const parsed = loginRequestSchema.safeParse(req.body);
    // Failures are errors, answered by the error handler in the same shapes ({message}).
    if (!parsed.success) throw badRequestFields(fieldErrors(parsed.error));
    const { username, password, provider, refresh } = parsed.data;
    if (provider !== undefined && provider !== 'db') {
      throw badRequestFields({ provider: ['Must be one of: db.'] });
    }
    const result = await login(ctx, username, password, req.ip);
    if (!result.ok) throw new AppError(result.status, result.message, { headers: result.headers });
    return issueTokens(ctx, result.user, refresh === true);
  });

  const refresh200 = {
    config: { csrfExempt: true },
    schema: { response: { 200: refreshResponse } },
  };
  app.post('/api/v1/security/refresh', refresh200, async (req) => {
    const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
    if (!m) throw new AppError(401, 'Missing Authorization Header', { shape: 'msg' });
    return { access_token: await refreshAccessToken(ctx, m[1]!.trim()) };
  });

  app.get(
    '/api/v1/security/csrf_token/',
    {
      preHandler: requirePermission(ctx, 'can_read', 'Security'),
      schema: { response: { 200: csrfTokenResponse } },
    },
    async (req) => {
      requireUser(req);
      // Bearer clients have no session; bind their token to a throwaway id (they need no token anyway).
      const sid = req.sessionId ?? randomBytes(16).toString('base64url');
      return { result: ctx.tokens.csrfToken(sid) };
    },
  );
}
