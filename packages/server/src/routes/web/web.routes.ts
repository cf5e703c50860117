import type { FastifyInstance } from 'fastify';
import { embeddedPageStatus } from '../../commands/embedded/embedded-dashboard.ts';
import { revokeUserTokens } from '../../commands/users/session-tokens.ts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequestFields } from '../../errors.ts';
import { login, loginRequestSchema } from '../../security/login.ts';
import { cookieOptions, SESSION_COOKIE, startSession } from '../../security/session.ts';
import { safeNextPath, webLoginResponse } from '@sightline/core';
import { contract } from '../common/contract.ts';
import { fieldErrors } from '../common/http.ts';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Sightline</title>
<p>The web app is not built. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/** Web UI routes: login and logout pages, and the single-page app shell for every other page. */
export async function webRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  indexHtml: string | null,
): Promise<void> {
  const app = contract(fastify);
  // A JSON login answers {result: 'OK'}; a form post is redirected (302, no body to describe).
  const loginOk = { config: { csrfExempt: true }, schema: { response: { 200: webLoginResponse } } };
  app.post('/login/', loginOk, async (req, reply) => {
    const parsed = loginRequestSchema.safeParse(req.body ?? {});
    const wantsJson = !req.isNotJson;
    if (!parsed.success) {
      // JSON failures are errors, answered by the error handler in the same shapes ({message}).
      if (wantsJson) throw badRequestFields(fieldErrors(parsed.error));
      return reply.redirect('/login/?error=invalid');
    }
    const result = await login(ctx, parsed.data.username, parsed.data.password, req.ip);
    if (!result.ok) {
      if (wantsJson) throw new AppError(result.status, result.message, { headers: result.headers });
      return reply.redirect(`/login/?error=${encodeURIComponent(result.message)}`);
    }
    await startSession(ctx, req, reply, result.user);
    if (wantsJson) return reply.send({ result: 'OK' as const });
    return reply.redirect(safeNextPath((req.body as Record<string, unknown>).next));
  });

  // Logging out revokes every session and token of the user (token version), not just this cookie,
  // which a copy taken earlier would otherwise outlive.
  app.get('/logout/', { config: { rawResponse: true } }, async (req, reply) => {
    if (req.user) await revokeUserTokens(ctx, req.user.id);
    void reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
    return reply.redirect('/login/');
  });

  app.get('/health', { config: { rawResponse: true } }, async () => 'OK');

  // The embedded dashboard page (docs/api.md §2.4): the web app, when the framing page's origin
  // (Referer) is one of the dashboard's allowed domains; its data comes with the guest token.
  app.get('/embedded/:uuid', { config: { rawResponse: true } }, async (req, reply) => {
    const status = await embeddedPageStatus(
      ctx,
      (req.params as { uuid: string }).uuid,
      req.headers.referer,
    );
    if (status !== 200)
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><meta charset="utf-8"><title>Sightline</title><p>${
            status === 404 ? 'Not found' : 'This domain may not embed this dashboard.'
          }</p>`,
        );
    return reply.type('text/html; charset=utf-8').send(indexHtml ?? NOT_BUILT);
  });

  app.setNotFoundHandler(async (req, reply) => {
    if (
      req.method !== 'GET' ||
      req.url.startsWith('/api/') ||
      /\.[a-z0-9]{1,8}(\?|$)/i.test(req.url)
    ) {
      return reply.status(404).send({ message: 'Not found' });
    }
    // The shell read at startup is the one whose inline scripts the CSP hashes.
    return reply.type('text/html; charset=utf-8').send(indexHtml ?? NOT_BUILT);
  });
}
