import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { AppContext } from './context.ts';
import { AppError } from './errors.ts';
import { registerLimitedBodyParsers } from './routes/common/body-parsers.ts';
import { registerMultipart } from './routes/common/multipart.ts';
import { ContractError, contractSerializer } from './routes/common/contract.ts';
import { fieldErrors } from './routes/common/http.ts';
import { chartDataBatchRoutes } from './routes/chart/chart-data-batch.routes.ts';
import { chartDataRoutes } from './routes/chart/chart-data.routes.ts';
import { chartRoutes } from './routes/chart/chart.routes.ts';
import { chartScreenshotRoutes } from './routes/chart/chart-screenshot.routes.ts';
import { dashboardRoutes } from './routes/dashboard/dashboard.routes.ts';
import { dashboardScreenshotRoutes } from './routes/dashboard/dashboard-screenshot.routes.ts';
import { embeddedRoutes } from './routes/embedded/embedded.routes.ts';
import { logRoutes } from './routes/log/log.routes.ts';
import { reportRoutes } from './routes/report/report.routes.ts';
import { rowLevelSecurityRoutes } from './routes/rowlevelsecurity/rowlevelsecurity.routes.ts';
import { cssTemplateRoutes } from './routes/css_template/css-template.routes.ts';
import { tagRoutes } from './routes/tag/tag.routes.ts';
import { exportRoutes } from './routes/assets/export.routes.ts';
import { importRoutes } from './routes/assets/import.routes.ts';
import { exploreRoutes } from './routes/explore/explore.routes.ts';
import { exploreJsonRoutes } from './routes/explore/explore-json.routes.ts';
import { databaseRoutes } from './routes/database/database.routes.ts';
import { datasetRoutes } from './routes/dataset/dataset.routes.ts';
import { datasourceRoutes } from './routes/datasource/datasource.routes.ts';
import { meRoutes } from './routes/me/me.routes.ts';
import { securityRoutes } from './routes/security/security.routes.ts';
import { sqllabRoutes } from './routes/sqllab/sqllab.routes.ts';
import { adminRoutes } from './routes/security/admin.routes.ts';
import { annotationLayerRoutes } from './routes/annotation_layer/annotation-layer.routes.ts';
import { webRoutes } from './routes/web/web.routes.ts';
import { registerAuthHooks } from './security/auth-hooks.ts';
import { registerSecurityHeaders } from './security/headers.ts';
import { loggerOptions } from './log-output.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** Where the built web app lives unless SIGHTLINE_WEB_DIST says otherwise. */
export const DEFAULT_WEB_DIST = resolve(here, '../../web/dist');

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route registered (method and URL pattern), for tests that sweep the API; `contract`
     * says how its success answer is described (docs/api-contract.md): a response schema, `raw`
     * (a file, page or stream) or nothing.
     */
    routeList: RouteEntry[];
    /** Answers are checked against their schemas (tests, development; config.validateResponses). */
    validateResponses: boolean;
  }
}

/** A registered route, as tests that sweep the API see it. */
export interface RouteEntry {
  method: string;
  url: string;
  contract: 'schema' | 'raw' | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The success answer is not JSON (a file, a page, a stream): no response schema applies. */
    rawResponse?: boolean;
  }
}

/** Builds the Fastify application; routes are registered, nothing listens yet. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(ctx.config),
    bodyLimit: 20 * 1024 * 1024,
    genReqId: () => Math.random().toString(36).slice(2, 12),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // X-Forwarded-For/-Proto count only from the configured proxies (req.ip, req.protocol).
    trustProxy: ctx.config.trustedProxies ?? false,
  });
  ctx.log = app.log;
  const routeList: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const responses = route.schema?.response as Record<string, unknown> | undefined;
    // @fastify/static's file routes are hidden from schemas: files are raw answers.
    const staticFile = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    const contract =
      responses && Object.keys(responses).some((code) => /^2/.test(code))
        ? 'schema'
        : route.config?.rawResponse || staticFile
          ? 'raw'
          : null;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeList.push({ method, url: route.url, contract });
  });
  app.setSerializerCompiler(contractSerializer(ctx.config.validateResponses ?? false));
  app.decorate('routeList', routeList);
  app.decorate('validateResponses', ctx.config.validateResponses ?? false);
  await app.register(fastifyCookie);
  const dist = ctx.config.webDistDir ?? DEFAULT_WEB_DIST;
  const indexHtml = await readIndexHtml(dist);
  await registerSecurityHeaders(app, ctx.config, indexHtml);
  app.addHook('onReady', () => ctx.loginThrottle.start());
  app.addHook('onClose', () => ctx.loginThrottle.close());
  app.decorateRequest('isNotJson', false);
  registerBodyParsers(app);
  await registerMultipart(app);
  registerErrorHandlers(app);
  registerAuthHooks(app, ctx);

  await app.register(async (api) => {
    await securityRoutes(api, ctx);
    await adminRoutes(api, ctx);
    await meRoutes(api, ctx);
    await databaseRoutes(api, ctx);
    await datasetRoutes(api, ctx);
    await chartDataRoutes(api, ctx);
    await chartDataBatchRoutes(api, ctx);
    await chartRoutes(api, ctx);
    await chartScreenshotRoutes(api, ctx);
    await exploreRoutes(api, ctx);
    await exploreJsonRoutes(api, ctx);
    await datasourceRoutes(api, ctx);
    await sqllabRoutes(api, ctx);
    await dashboardRoutes(api, ctx);
    await dashboardScreenshotRoutes(api, ctx);
    await embeddedRoutes(api, ctx);
    await logRoutes(api, ctx);
    await annotationLayerRoutes(api, ctx);
    await rowLevelSecurityRoutes(api, ctx);
    await reportRoutes(api, ctx);
    await cssTemplateRoutes(api, ctx);
    await tagRoutes(api, ctx);
    await importRoutes(api, ctx);
    await exportRoutes(api, ctx);
  });

  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // Vite writes .br and .gz copies beside the built files; browsers get the smallest they accept.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        // Files under assets/ are named by a hash of their content: cache them for a year.
        reply.header(
          'Cache-Control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  await webRoutes(app, ctx, indexHtml);
  return app;
}

function registerBodyParsers(app: FastifyInstance): void {
  registerLimitedBodyParsers(app);
}

function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, req, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.status).send(error.toBody());
    }
    if (error instanceof ZodError) return reply.status(400).send({ message: fieldErrors(error) });
    const fe = error as FastifyError;
    if (
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (fe.statusCode === 400 && error instanceof SyntaxError)
    ) {
      return reply.status(400).send({
        message: req.url.startsWith('/api/v1/security/login')
          ? 'Request payload is not JSON'
          : 'Request is not JSON',
      });
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ message: 'Request body is too large' });
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ message: fe.message });
    }
    // Only raised when responses are validated (tests, development): say which contract broke.
    if (error instanceof ContractError) {
      req.log.error({ err: error, reqId: req.id }, 'response breaks its schema');
      return reply.status(500).send({ message: error.message, request_id: req.id });
    }
    // A streamed answer whose client left (a dashboard navigated away mid-batch, before or after
    // the headers went): nothing went wrong on our side and there is nobody to answer.
    if (
      fe.code === 'ERR_STREAM_PREMATURE_CLOSE' &&
      (reply.raw.headersSent || req.raw.destroyed || reply.raw.destroyed)
    ) {
      req.log.info({ reqId: req.id }, 'the client closed the connection before the answer ended');
      return reply;
    }
    req.log.error({ err: error, reqId: req.id }, 'unhandled error');
    return reply.status(500).send({ message: 'Fatal error', request_id: req.id });
  });
}

/** Reads the SPA shell, or null when the web app is not built. */
export async function readIndexHtml(dist: string): Promise<string | null> {
  try {
    return await readFile(join(dist, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}
