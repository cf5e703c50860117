import { expectStatus, type Users, type World } from './matrix-fixture.ts';
import { call, fresh, listing, mutation, newChart, probeAt, type Row } from './matrix-rows.ts';

const OK = 'ok';
const S = 'seen';

/** A fresh CSS template made by the admin; returns its id. */
async function newCssTemplate(w: World & { u: Users }): Promise<number> {
  const res = await w.as.admin.post('/api/v1/css_template/', {
    template_name: fresh('css'),
    css: '.x { color: red; }',
  });
  return expectStatus(res, 201, 'css template').json().id as number;
}

let shared: number | null = null;
/** One template for the read cells (made once). */
async function sharedTemplate(w: World & { u: Users }): Promise<number> {
  shared ??= await newCssTemplate(w);
  return shared;
}

/** A fresh tag made by the admin; returns its id. */
async function newTag(w: World & { u: Users }): Promise<number> {
  const res = await w.as.admin.post('/api/v1/tag/', { name: fresh('tag') });
  return expectStatus(res, 201, 'tag').json().id as number;
}

/** The tags on chart `id`, as the admin reads them through get_objects. */
async function chartTags(w: World & { u: Users }, id: number): Promise<string | null> {
  const res = await w.as.admin.get('/api/v1/tag/get_objects/?types=chart');
  const all = (res.json() as { result: { id: number; tags: { name: string }[] }[] }).result;
  return JSON.stringify(all.find((o) => o.id === id)?.tags.map((t) => t.name) ?? []);
}

const probeTag = probeAt('admin', (id) => `/api/v1/tag/${id}`);
const probe = probeAt('admin', (id) => `/api/v1/css_template/${id}`);

/**
 * CSS templates (issue #19 point 3), as Superset: CssTemplate is one of its ALPHA_ONLY_VIEW_MENUS, so
 * Alpha and Admin read and write every template, Gamma and a sql_lab-only user nothing.
 */
// prettier-ignore
export const CSS_TAG_ROWS: Row[] = [
  //                                                     anon gamma A    B    sqllab admin
  { action: 'css template: list',                       cells: [401, 403, S,   S,   403, S],   run: async (w, who) => { await sharedTemplate(w); return listing('/api/v1/css_template/?q=(page_size:100)', () => shared!)(w, who); } },
  { action: 'css template: read one',                   cells: [401, 403, OK,  OK,  403, OK],  run: call(async (c, w) => c.get(`/api/v1/css_template/${await sharedTemplate(w)}`)) },
  { action: 'css template: create',                     cells: [401, 403, OK,  OK,  403, OK],  run: call((c) => c.post('/api/v1/css_template/', { template_name: fresh('css'), css: '' })) },
  { action: 'css template: update',                     cells: [401, 403, OK,  OK,  403, OK],  run: mutation(newCssTemplate, (c, id) => c.put(`/api/v1/css_template/${id}`, { css: fresh('changed') }), probe) },
  { action: 'css template: delete',                     cells: [401, 403, OK,  OK,  403, OK],  run: mutation(newCssTemplate, (c, id) => c.delete(`/api/v1/css_template/${id}`), probe) },
  { action: 'css template: bulk delete',                cells: [401, 403, OK,  OK,  403, OK],  run: mutation(newCssTemplate, (c, id) => c.delete(`/api/v1/css_template/?q=!(${id})`), probe) },
  { action: 'tag: list',                                cells: [401, OK,  OK,  OK,  403, OK],  run: call((c) => c.get('/api/v1/tag/')) },
  { action: 'tag: create',                              cells: [401, 403, OK,  OK,  403, OK],  run: call((c) => c.post('/api/v1/tag/', { name: fresh('tag') })) },
  { action: 'tag: update',                              cells: [401, 403, OK,  OK,  403, OK],  run: mutation(newTag, (c, id) => c.put(`/api/v1/tag/${id}`, { description: fresh('d') }), probeTag) },
  { action: 'tag: delete',                              cells: [401, 403, OK,  OK,  403, OK],  run: mutation(newTag, (c, id) => c.delete(`/api/v1/tag/${id}`), probeTag) },
  { action: "tag: tag A's chart",                       cells: [401, 403, OK,  'deny', 403, OK],  run: mutation(newChart, (c, id) => c.post(`/api/v1/tag/2/${id}/`, { properties: { tags: ['m'] } }), chartTags) },
];
