import { sql, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListFilter, ListQuery } from '@sightline/core';
import type { MetaStore } from '../connect.ts';
import { nowIso } from '../schema.ts';
import type { UserRef } from './datasets-repo.ts';
import {
  applyFilters,
  applyPaging,
  resolvePaging,
  validateFilters,
  type ListSpec,
} from './list-filters.ts';

// Filters compose dynamic SQL over joined aliases, so builders are loosely typed here (as in the other repos).
/* eslint-disable @typescript-eslint/no-explicit-any */
type EB = ExpressionBuilder<any, any>;

/** An annotation layer (table `annotation_layer`). */
export interface AnnotationLayerRecord {
  id: number;
  name: string;
  descr: string | null;
  createdOn: string;
  changedOn: string;
  createdBy: UserRef | null;
  changedBy: UserRef | null;
}

/** One annotation of a layer; `startDttm`/`endDttm` are naive UTC ISO strings. */
export interface AnnotationRecord {
  id: number;
  layerId: number;
  layerName: string;
  shortDescr: string;
  longDescr: string | null;
  startDttm: string;
  endDttm: string;
  jsonMetadata: string | null;
  createdOn: string;
  changedOn: string;
  createdBy: UserRef | null;
  changedBy: UserRef | null;
}

export type AnnotationLayerWrite = Pick<AnnotationLayerRecord, 'name' | 'descr'>;
export type AnnotationWrite = Pick<
  AnnotationRecord,
  'shortDescr' | 'longDescr' | 'startDttm' | 'endDttm' | 'jsonMetadata'
>;

const ANNOTATION_COLS: Record<keyof AnnotationWrite, string> = {
  shortDescr: 'short_descr',
  longDescr: 'long_descr',
  startDttm: 'start_dttm',
  endDttm: 'end_dttm',
  jsonMetadata: 'json_metadata',
};

const likeAny = (cols: string[], v: ListFilter['value']) => (eb: EB) => {
  const p = `%${String(Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return eb.or(
    cols.map((col) => sql<SqlBool>`lower(${sql.ref(col)}) like lower(${p}) escape '\\'`),
  );
};

const AUDIT_ORDER = {
  'created_by.first_name': 'cu.first_name',
  'changed_by.first_name': 'mu.first_name',
  changed_on: 't.changed_on',
  changed_on_delta_humanized: 't.changed_on',
  created_on: 't.created_on',
  id: 't.id',
};

/** Layer list (Superset AnnotationLayerRestApi): `annotation_layer_all_text` searches name and description. */
export const ANNOTATION_LAYER_LIST_SPEC: ListSpec = {
  idRef: 't.id',
  searchColumns: {
    id: { kind: 'number', ref: 't.id' },
    name: { kind: 'text', ref: 't.name' },
    descr: { kind: 'text', ref: 't.descr' },
    created_by: { kind: 'rel_o_m', ref: 't.created_by_fk' },
    changed_by: { kind: 'rel_o_m', ref: 't.changed_by_fk' },
  },
  customOperators: {
    name: { annotation_layer_all_text: (eb, v) => likeAny(['t.name', 't.descr'], v)(eb) },
  },
  orderColumns: { name: 't.name', descr: 't.descr', ...AUDIT_ORDER },
  defaultOrder: ['changed_on', 'desc'],
};

/** Annotation list of one layer (Superset AnnotationRestApi): `annotation_all_text` searches both descriptions. */
export const ANNOTATION_LIST_SPEC: ListSpec = {
  idRef: 't.id',
  searchColumns: {
    id: { kind: 'number', ref: 't.id' },
    short_descr: { kind: 'text', ref: 't.short_descr' },
    long_descr: { kind: 'text', ref: 't.long_descr' },
    start_dttm: { kind: 'date', ref: 't.start_dttm' },
    end_dttm: { kind: 'date', ref: 't.end_dttm' },
    created_by: { kind: 'rel_o_m', ref: 't.created_by_fk' },
    changed_by: { kind: 'rel_o_m', ref: 't.changed_by_fk' },
  },
  customOperators: {
    short_descr: {
      annotation_all_text: (eb, v) => likeAny(['t.short_descr', 't.long_descr'], v)(eb),
    },
  },
  orderColumns: {
    short_descr: 't.short_descr',
    long_descr: 't.long_descr',
    start_dttm: 't.start_dttm',
    end_dttm: 't.end_dttm',
    ...AUDIT_ORDER,
  },
  defaultOrder: ['start_dttm', 'asc'],
};

const userRef = (r: any, p: string): UserRef | null =>
  r[`${p}_id`] === null || r[`${p}_id`] === undefined
    ? null
    : {
        id: Number(r[`${p}_id`]),
        firstName: String(r[`${p}_first_name`]),
        lastName: String(r[`${p}_last_name`]),
      };

const toLayer = (r: any): AnnotationLayerRecord => ({
  id: Number(r.id),
  name: r.name,
  descr: r.descr,
  createdOn: r.created_on,
  changedOn: r.changed_on,
  createdBy: userRef(r, 'cu'),
  changedBy: userRef(r, 'mu'),
});

const toAnnotation = (r: any): AnnotationRecord => ({
  id: Number(r.id),
  layerId: Number(r.layer_id),
  layerName: r.layer_name,
  shortDescr: r.short_descr,
  longDescr: r.long_descr,
  startDttm: r.start_dttm,
  endDttm: r.end_dttm,
  jsonMetadata: r.json_metadata,
  createdOn: r.created_on,
  changedOn: r.changed_on,
  createdBy: userRef(r, 'cu'),
  changedBy: userRef(r, 'mu'),
});

/** Annotation layers and their annotations. */
export class AnnotationLayersRepo {
  constructor(private readonly store: MetaStore) {}

  #withAudit(qb: any): SelectQueryBuilder<any, any, any> {
    return qb
      .leftJoin('users as cu', 'cu.id', 't.created_by_fk')
      .leftJoin('users as mu', 'mu.id', 't.changed_by_fk')
      .selectAll('t')
      .select([
        'cu.id as cu_id',
        'cu.first_name as cu_first_name',
        'cu.last_name as cu_last_name',
        'mu.id as mu_id',
        'mu.first_name as mu_first_name',
        'mu.last_name as mu_last_name',
      ]);
  }

  #annotations() {
    return this.#withAudit(
      this.store.db
        .selectFrom('annotation as t')
        .innerJoin('annotation_layer as l', 'l.id', 't.layer_id'),
    ).select('l.name as layer_name');
  }

  async findLayer(id: number): Promise<AnnotationLayerRecord | null> {
    const r = await this.#withAudit(this.store.db.selectFrom('annotation_layer as t'))
      .where('t.id', '=', id)
      .executeTakeFirst();
    return r ? toLayer(r) : null;
  }

  async listLayers(
    q: ListQuery,
    userId: number | null,
  ): Promise<{ count: number; rows: AnnotationLayerRecord[] }> {
    const filters = q.filters ?? [];
    validateFilters(filters, ANNOTATION_LAYER_LIST_SPEC);
    const paging = resolvePaging(q, ANNOTATION_LAYER_LIST_SPEC);
    const base = applyFilters(
      this.store.db.selectFrom('annotation_layer as t') as any,
      filters,
      ANNOTATION_LAYER_LIST_SPEC,
      { userId },
    );
    const countRow = await base
      .select((eb: EB) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows: Record<string, unknown>[] = await applyPaging(
      this.#withAudit(base),
      paging,
      't.id',
    ).execute();
    return { count: Number((countRow as { n: unknown }).n), rows: rows.map(toLayer) };
  }

  /** The id of another layer with this exact name, or null. */
  async layerIdByName(name: string): Promise<number | null> {
    const r = await this.store.db
      .selectFrom('annotation_layer')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    return r ? Number(r.id) : null;
  }

  async createLayer(values: AnnotationLayerWrite, userId: number): Promise<number> {
    const now = nowIso();
    const r = await this.store.db
      .insertInto('annotation_layer')
      .values({
        name: values.name,
        descr: values.descr,
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async updateLayer(
    id: number,
    patch: Partial<AnnotationLayerWrite>,
    userId: number,
  ): Promise<void> {
    const row: Record<string, unknown> = { changed_on: nowIso(), changed_by_fk: userId };
    if (patch.name !== undefined) row.name = patch.name;
    if (patch.descr !== undefined) row.descr = patch.descr;
    await this.store.db.updateTable('annotation_layer').set(row).where('id', '=', id).execute();
  }

  /** Those of `ids` that name a layer. */
  async existingLayerIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('annotation_layer')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** Those of `ids` that have at least one annotation. */
  async layersWithAnnotations(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('annotation')
      .select('layer_id')
      .distinct()
      .where('layer_id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.layer_id));
  }

  /** Deletes the layers (their annotations go with them); returns how many went. */
  async deleteLayers(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await this.store.db
      .deleteFrom('annotation_layer')
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  async findAnnotation(layerId: number, id: number): Promise<AnnotationRecord | null> {
    const r = await this.#annotations()
      .where('t.layer_id', '=', layerId)
      .where('t.id', '=', id)
      .executeTakeFirst();
    return r ? toAnnotation(r) : null;
  }

  async listAnnotations(
    layerId: number,
    q: ListQuery,
    userId: number | null,
  ): Promise<{ count: number; rows: AnnotationRecord[] }> {
    const filters = q.filters ?? [];
    validateFilters(filters, ANNOTATION_LIST_SPEC);
    const paging = resolvePaging(q, ANNOTATION_LIST_SPEC);
    const scoped = this.store.db
      .selectFrom('annotation as t')
      .innerJoin('annotation_layer as l', 'l.id', 't.layer_id')
      .where('t.layer_id', '=', layerId);
    const base = applyFilters(scoped as any, filters, ANNOTATION_LIST_SPEC, { userId });
    const countRow = await base
      .select((eb: EB) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows: Record<string, unknown>[] = await applyPaging(
      this.#withAudit(base).select('l.name as layer_name'),
      paging,
      't.id',
    ).execute();
    return { count: Number((countRow as { n: unknown }).n), rows: rows.map(toAnnotation) };
  }

  /** Every annotation of each layer, in id order (chart-data NATIVE layers). */
  async annotationsOf(layerIds: number[]): Promise<Map<number, AnnotationRecord[]>> {
    const out = new Map<number, AnnotationRecord[]>(layerIds.map((id) => [id, []]));
    if (layerIds.length === 0) return out;
    const rows: Record<string, unknown>[] = await this.#annotations()
      .where('t.layer_id', 'in', layerIds)
      .orderBy('t.id')
      .execute();
    for (const r of rows.map(toAnnotation)) out.get(r.layerId)?.push(r);
    return out;
  }

  /** The id of the annotation of `layerId` with this short description, or null. */
  async annotationIdByShortDescr(layerId: number, shortDescr: string): Promise<number | null> {
    const r = await this.store.db
      .selectFrom('annotation')
      .select('id')
      .where('layer_id', '=', layerId)
      .where('short_descr', '=', shortDescr)
      .executeTakeFirst();
    return r ? Number(r.id) : null;
  }

  async createAnnotation(
    layerId: number,
    values: AnnotationWrite,
    userId: number,
  ): Promise<number> {
    const now = nowIso();
    const row: Record<string, unknown> = {
      layer_id: layerId,
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    };
    for (const [k, col] of Object.entries(ANNOTATION_COLS))
      row[col] = values[k as keyof AnnotationWrite] ?? null;
    const r = await this.store.db
      .insertInto('annotation')
      .values(row as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async updateAnnotation(
    id: number,
    patch: Partial<AnnotationWrite>,
    userId: number,
  ): Promise<void> {
    const row: Record<string, unknown> = { changed_on: nowIso(), changed_by_fk: userId };
    for (const [k, v] of Object.entries(patch))
      if (v !== undefined) row[ANNOTATION_COLS[k as keyof AnnotationWrite]] = v;
    await this.store.db
      .updateTable('annotation')
      .set(row as never)
      .where('id', '=', id)
      .execute();
  }

  /** Those of `ids` that are annotations of `layerId`. */
  async existingAnnotationIds(layerId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('annotation')
      .select('id')
      .where('layer_id', '=', layerId)
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** Deletes annotations of `layerId`; returns how many went. */
  async deleteAnnotations(layerId: number, ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await this.store.db
      .deleteFrom('annotation')
      .where('layer_id', '=', layerId)
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
