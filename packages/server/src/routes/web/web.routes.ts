import type { FastifyInstance } from 'fastify';
import { readIndexHtml } from '../../app.ts';
import type { AppContext } from '../../context.ts';
import { SESSION_COOKIE } from '../../security/auth-hooks.ts';
import { login, loginRequestSchema } from '../../security/login.ts';
import { fieldErrors } from '../common/http.ts';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Sightline</title>
<p>The web app is not built. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/** Web UI routes: login and logout pages, and the single-page app shell for every other page. */
export async function webRoutes(app: FastifyInstance, ctx: AppContext, dist: string): Promise<void> {
  let cachedIndex: string | null = null;
  const indexHtml = async () => (cachedIndex ??= await readIndexHtml(dist));

  app.post('/login/', { config: { csrfExempt: true } }, async (req, reply) => {
    const parsed = loginRequestSchema.safeParse(req.body ?? {});
    const wantsJson = !req.isNotJson;
    if (!parsed.success) {
      if (wantsJson) return reply.status(400).send({ message: fieldErrors(parsed.error) });
      return reply.redirect('/login/?error=invalid');
    }
    const result = await login(ctx, parsed.data.username, parsed.data.password, req.ip);
    if (!result.ok) {
      if (wantsJson) return reply.status(result.status).headers(result.headers ?? {}).send({ message: result.message });
      return reply.redirect(`/login/?error=${encodeURIComponent(result.message)}`);
    }
    const session = await ctx.tokens.sign({ sub: String(result.user.id), type: 'session', sid: result.sessionId }, ctx.config.sessionSeconds);
    void reply.setCookie(SESSION_COOKIE, session, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.production && req.protocol === 'https',
      maxAge: ctx.config.sessionSeconds,
    });
    if (wantsJson) return reply.send({ result: 'OK' });
    const next = typeof (req.body as Record<string, unknown>).next === 'string' ? String((req.body as Record<string, unknown>).next) : '/';
    return reply.redirect(next.startsWith('/') && !next.startsWith('//') ? next : '/');
  });

  app.get('/logout/', async (_req, reply) => {
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/login/');
  });

  app.get('/health', async () => 'OK');

  app.setNotFoundHandler(async (req, reply) => {
    if (req.method !== 'GET' || req.url.startsWith('/api/') || /\.[a-z0-9]{1,8}(\?|$)/i.test(req.url)) {
      return reply.status(404).send({ message: 'Not found' });
    }
    const html = await indexHtml();
    return reply.type('text/html; charset=utf-8').send(html ?? NOT_BUILT);
  });
}
