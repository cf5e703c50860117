import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  infoResponse,
  listQuerySchema,
  messageResponse,
  relatedQuerySchema,
  relatedResponse,
  reportItemResponse,
  reportListResponse,
  reportLogItemResponse,
  reportLogListResponse,
  reportSavedResponse,
  reportSendNowResponse,
} from '@sightline/core';
import { deleteReports } from '../../commands/report/delete-report.ts';
import {
  getReport,
  getReportLog,
  listReportLogs,
  listReports,
} from '../../commands/report/read-report.ts';
import { relatedReportObjects } from '../../commands/report/related-report.ts';
import { createReport, updateReport } from '../../commands/report/save-report.ts';
import { closeReportService, sendReportNow } from '../../commands/report/send-report-now.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { can } from '../../security/current-user.ts';
import { contract } from '../common/contract.ts';
import { parseBody, parseId, parseRison, pickColumns } from '../common/http.ts';
import { relatedUsersResponse } from '../common/related.ts';
import {
  reportIdsSchema,
  reportLogQuerySchema,
  reportPostSchema,
  reportPutSchema,
  toReportPatch,
  toReportWrite,
} from './report-fields.ts';
import { reportItem, reportListItem, reportLogItem } from './report-serialize.ts';

/** Superset's class permission of the alerts and reports API (Admin and Alpha hold it). */
export const REPORT_VIEW = 'ReportSchedule';

/**
 * /api/v1/report/: alerts and reports (Superset ReportScheduleRestApi; class permission
 * ReportSchedule, read/write methods): CRUD, list with rison filters, `_info`, related users, bulk
 * delete, the execution log and "send test now". Owners change their own schedules, admins any (docs/api.md §2.16).
 */
export async function reportRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const canRead = requirePermission(ctx, 'can_read', REPORT_VIEW);
  const canWrite = requirePermission(ctx, 'can_write', REPORT_VIEW);
  const read = <S>(s: S) => ({ preHandler: canRead, schema: { response: { 200: s } } });
  const write = <S>(s: S, status = 200) => ({
    preHandler: canWrite,
    schema: { response: { [status]: s } },
  });
  const pk = (req: FastifyRequest) => parseId((req.params as { pk: string }).pk);
  fastify.addHook('onClose', () => closeReportService(ctx));

  app.get('/api/v1/report/', read(reportListResponse), async (req) => {
    const q = parseRison(req, listQuerySchema);
    const { count, rows } = await listReports(ctx, q, req.user);
    return {
      count,
      ids: rows.map((r) => r.id),
      result: pickColumns(rows.map(reportListItem), q.columns ?? q.select_columns),
    };
  });

  app.get('/api/v1/report/_info', read(infoResponse), async (req) => ({
    permissions: ['can_read', 'can_write'].filter((p) => can(req.user, [], p, REPORT_VIEW)),
  }));

  app.get('/api/v1/report/related/:col', read(relatedResponse), async (req) => {
    const col = (req.params as { col: string }).col;
    if (col === 'chart' || col === 'dashboard' || col === 'database')
      return relatedReportObjects(ctx, col, parseRison(req, relatedQuerySchema), req.user);
    return relatedUsersResponse(ctx, req, ['created_by', 'changed_by', 'owners']);
  });

  app.get('/api/v1/report/:pk', read(reportItemResponse), async (req) => {
    const report = await getReport(ctx, pk(req), req.user);
    return { id: report.id, result: reportItem(report) };
  });

  app.get('/api/v1/report/:pk/log/', read(reportLogListResponse), async (req) => {
    const q = parseRison(req, reportLogQuerySchema);
    const size = q.page_size ?? 25;
    const page = { offset: (q.page ?? 0) * size, limit: size };
    const { count, rows } = await listReportLogs(ctx, pk(req), page, req.user);
    return { count, ids: rows.map((r) => r.id), result: rows.map(reportLogItem) };
  });

  app.get('/api/v1/report/:pk/log/:logId', read(reportLogItemResponse), async (req) => {
    const logId = parseId((req.params as { logId: string }).logId);
    const log = await getReportLog(ctx, pk(req), logId, req.user);
    return { id: log.id, result: reportLogItem(log) };
  });

  app.post('/api/v1/report/', write(reportSavedResponse, 201), async (req, reply) => {
    const body = parseBody(req, reportPostSchema);
    const id = await createReport(ctx, toReportWrite(body), requireUser(req));
    return reply.status(201).send({ id, result: body });
  });

  app.put('/api/v1/report/:pk', write(reportSavedResponse), async (req) => {
    const id = pk(req);
    const body = parseBody(req, reportPutSchema);
    await updateReport(ctx, id, toReportPatch(body), requireUser(req));
    return { id, result: body };
  });

  app.post(
    '/api/v1/report/:pk/send_now/',
    write(reportSendNowResponse, 202),
    async (req, reply) => {
      await sendReportNow(ctx, pk(req), requireUser(req));
      return reply.status(202).send({ message: 'OK' as const });
    },
  );

  app.delete('/api/v1/report/:pk', write(messageResponse), async (req) => {
    await deleteReports(ctx, [pk(req)], requireUser(req));
    return { message: 'OK' };
  });

  app.delete('/api/v1/report/', write(messageResponse), async (req) => {
    const ids = parseRison(req, reportIdsSchema.default([]));
    if (ids.length === 0)
      throw new AppError(400, 'Not a valid rison argument: a list of ids is required');
    const n = await deleteReports(ctx, ids, requireUser(req));
    return { message: `Deleted ${n} report schedule${n === 1 ? '' : 's'}` };
  });
}
