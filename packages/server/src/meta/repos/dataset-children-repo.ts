import { randomUUID } from 'node:crypto';
import type { MetaStore } from '../connect.ts';
import { nowIso, toBool } from '../schema.ts';

export interface DatasetColumnRecord {
  id: number;
  uuid: string;
  columnName: string;
  verboseName: string | null;
  isDttm: boolean;
  isActive: boolean;
  type: string | null;
  advancedDataType: string | null;
  groupby: boolean;
  filterable: boolean;
  description: string | null;
  expression: string | null;
  extra: string | null;
  pythonDateFormat: string | null;
  createdOn: string;
  changedOn: string;
}

export interface DatasetMetricRecord {
  id: number;
  uuid: string;
  metricName: string;
  verboseName: string | null;
  metricType: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  currency: string | null;
  extra: string | null;
  warningText: string | null;
  createdOn: string;
  changedOn: string;
}

export type ColumnWrite = Omit<DatasetColumnRecord, 'id' | 'uuid' | 'createdOn' | 'changedOn'> & {
  id?: number;
  uuid?: string;
};
export type MetricWrite = Omit<DatasetMetricRecord, 'id' | 'uuid' | 'createdOn' | 'changedOn'> & {
  id?: number;
  uuid?: string;
};

const COLUMN_COLS: Record<string, string> = {
  columnName: 'column_name',
  verboseName: 'verbose_name',
  isDttm: 'is_dttm',
  isActive: 'is_active',
  type: 'type',
  advancedDataType: 'advanced_data_type',
  groupby: 'groupby',
  filterable: 'filterable',
  description: 'description',
  expression: 'expression',
  extra: 'extra',
  pythonDateFormat: 'python_date_format',
};
const METRIC_COLS: Record<string, string> = {
  metricName: 'metric_name',
  verboseName: 'verbose_name',
  metricType: 'metric_type',
  expression: 'expression',
  description: 'description',
  d3format: 'd3format',
  currency: 'currency',
  extra: 'extra',
  warningText: 'warning_text',
};
const COLUMN_BOOLS = new Set(['isDttm', 'isActive', 'groupby', 'filterable']);

function fromRow(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  r: any,
  cols: Record<string, string>,
  bools: Set<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: Number(r.id),
    uuid: r.uuid,
    createdOn: r.created_on,
    changedOn: r.changed_on,
  };
  for (const [k, c] of Object.entries(cols)) out[k] = bools.has(k) ? toBool(r[c]) : r[c];
  return out;
}

function toRow(
  v: Record<string, unknown>,
  cols: Record<string, string>,
  bools: Set<string>,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [k, c] of Object.entries(cols)) {
    if (v[k] === undefined) continue;
    row[c] = bools.has(k) ? Boolean(v[k]) : v[k];
  }
  return row;
}

/** Columns and metrics of datasets; replacement lists keep ids of items that stay. */
export class DatasetChildrenRepo {
  constructor(private readonly store: MetaStore) {}

  async columns(tableId: number): Promise<DatasetColumnRecord[]> {
    const rows = await this.store.db
      .selectFrom('dataset_columns')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('id')
      .execute();
    return rows.map((r) => fromRow(r, COLUMN_COLS, COLUMN_BOOLS) as unknown as DatasetColumnRecord);
  }

  async metrics(tableId: number): Promise<DatasetMetricRecord[]> {
    const rows = await this.store.db
      .selectFrom('dataset_metrics')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('id')
      .execute();
    return rows.map((r) => fromRow(r, METRIC_COLS, new Set()) as unknown as DatasetMetricRecord);
  }

  /** Makes the dataset's columns exactly `items`: updates by id, inserts new ones, deletes the rest. */
  async replaceColumns(tableId: number, items: ColumnWrite[]): Promise<void> {
    await this.#replace(
      'dataset_columns',
      tableId,
      items as unknown as Record<string, unknown>[],
      COLUMN_COLS,
      COLUMN_BOOLS,
      {
        is_active: true,
        groupby: true,
        filterable: true,
        is_dttm: false,
      },
    );
  }

  async replaceMetrics(tableId: number, items: MetricWrite[]): Promise<void> {
    await this.#replace(
      'dataset_metrics',
      tableId,
      items as unknown as Record<string, unknown>[],
      METRIC_COLS,
      new Set(),
      {},
    );
  }

  async #replace(
    table: 'dataset_columns' | 'dataset_metrics',
    tableId: number,
    items: Record<string, unknown>[],
    cols: Record<string, string>,
    bools: Set<string>,
    defaults: Record<string, unknown>,
  ): Promise<void> {
    const now = nowIso();
    await this.store.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom(table)
        .select('id')
        .where('table_id', '=', tableId)
        .execute();
      const keep = new Set(
        items.filter((i) => typeof i.id === 'number').map((i) => i.id as number),
      );
      const drop = existing.map((e) => Number(e.id)).filter((id) => !keep.has(id));
      if (drop.length) await trx.deleteFrom(table).where('id', 'in', drop).execute();
      for (const item of items) {
        const row = toRow(item, cols, bools);
        if (typeof item.id === 'number') {
          await trx
            .updateTable(table)
            .set({ ...row, changed_on: now } as never)
            .where('id', '=', item.id)
            .where('table_id', '=', tableId)
            .execute();
        } else {
          await trx
            .insertInto(table)
            .values({
              ...defaults,
              ...row,
              table_id: tableId,
              uuid: (item.uuid as string) ?? randomUUID(),
              created_on: now,
              changed_on: now,
            } as never)
            .execute();
        }
      }
    });
  }
}
