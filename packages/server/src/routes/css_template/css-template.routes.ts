import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cssTemplateItemResponse,
  cssTemplatePostSchema,
  cssTemplatePutSchema,
  cssTemplateListResponse,
  cssTemplateSavedResponse,
  infoResponse,
  listQuerySchema,
  messageResponse,
  relatedResponse,
  type CssTemplateListItem,
} from '@sightline/core';
import {
  createCssTemplate,
  deleteCssTemplates,
  getCssTemplate,
  listCssTemplates,
  updateCssTemplate,
} from '../../commands/css_template/css-template-commands.ts';
import type { CssTemplateRecord } from '../../commands/records.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { can } from '../../security/current-user.ts';
import { contract } from '../common/contract.ts';
import { humanizeSince, parseBody, parseId, parseRison, pickColumns } from '../common/http.ts';
import { relatedUsersResponse } from '../common/related.ts';

/** Superset's class permission of the CSS template API (CssTemplateRestApi.class_permission_name). */
export const CSS_TEMPLATE_VIEW = 'CssTemplate';

const idsSchema = z.array(z.number().int());

const user = (u: CssTemplateRecord['createdBy']) =>
  u ? { id: u.id, first_name: u.firstName, last_name: u.lastName } : null;

/** A row of the list (list_columns); the item GET leaves out created_on (show_columns). */
function listItem(t: CssTemplateRecord): CssTemplateListItem {
  return {
    id: t.id,
    template_name: t.templateName,
    css: t.css,
    created_on: t.createdOn,
    changed_on_delta_humanized: humanizeSince(t.changedOn),
    created_by: user(t.createdBy),
    changed_by: user(t.changedBy),
  };
}

/**
 * /api/v1/css_template/: dashboard CSS templates (Superset CssTemplateRestApi; class permission
 * CssTemplate, read/write methods): CRUD, list with rison filters, `_info`, related created_by and
 * changed_by, bulk delete.
 */
export async function cssTemplateRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const canRead = requirePermission(ctx, 'can_read', CSS_TEMPLATE_VIEW);
  const canWrite = requirePermission(ctx, 'can_write', CSS_TEMPLATE_VIEW);
  const read = <S>(s: S) => ({ preHandler: canRead, schema: { response: { 200: s } } });
  const write = <S>(s: S, status = 200) => ({
    preHandler: canWrite,
    schema: { response: { [status]: s } },
  });
  const pk = (req: FastifyRequest) => parseId((req.params as { pk: string }).pk);
  const URL = '/api/v1/css_template/';

  app.get(URL, read(cssTemplateListResponse), async (req) => {
    const q = parseRison(req, listQuerySchema);
    const { count, rows } = await listCssTemplates(ctx, q, req.user);
    return {
      count,
      ids: rows.map((r) => r.id),
      result: pickColumns(rows.map(listItem), q.columns ?? q.select_columns),
    };
  });

  app.get(`${URL}_info`, read(infoResponse), async (req) => ({
    permissions: ['can_read', 'can_write'].filter((p) => can(req.user, [], p, CSS_TEMPLATE_VIEW)),
  }));

  app.get(`${URL}related/:col`, read(relatedResponse), async (req) =>
    relatedUsersResponse(ctx, req, ['created_by', 'changed_by']),
  );

  app.get(`${URL}:pk`, read(cssTemplateItemResponse), async (req) => {
    const { created_on: _created, ...result } = listItem(await getCssTemplate(ctx, pk(req)));
    return { id: result.id, result };
  });

  app.post(URL, write(cssTemplateSavedResponse, 201), async (req, reply) => {
    const body = parseBody(req, cssTemplatePostSchema);
    const id = await createCssTemplate(
      ctx,
      { templateName: body.template_name, css: body.css },
      requireUser(req),
    );
    return reply.status(201).send({ id, result: body });
  });

  app.put(`${URL}:pk`, write(cssTemplateSavedResponse), async (req) => {
    const id = pk(req);
    const body = parseBody(req, cssTemplatePutSchema);
    await updateCssTemplate(
      ctx,
      id,
      { templateName: body.template_name, css: body.css },
      requireUser(req),
    );
    return { id, result: body };
  });

  app.delete(`${URL}:pk`, write(messageResponse), async (req) => {
    await deleteCssTemplates(ctx, [pk(req)]);
    return { message: 'OK' };
  });

  app.delete(URL, write(messageResponse), async (req) => {
    const ids = parseRison(req, idsSchema.default([]));
    if (ids.length === 0)
      throw new AppError(400, 'Not a valid rison argument: a list of ids is required');
    const n = await deleteCssTemplates(ctx, ids);
    return { message: `Deleted ${n} css template${n === 1 ? '' : 's'}` };
  });
}
