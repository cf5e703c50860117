import { createHash } from 'node:crypto';
import type { Engine } from '../../engines/engine-contract.ts';
import type { Datasource } from '../datasource.ts';

/** Where a template is rendered, for error messages. */
export type TemplateWhere = 'virtual dataset' | 'column' | 'metric' | 'WHERE' | 'HAVING' | 'RLS';
/** Kinds of free SQL fragments the sanitiser checks. */
export type ClauseKind = 'where' | 'having' | 'expression' | 'orderby';

/** Hooks and settings of one compilation. */
export interface CompileOptions {
  /** Renders Jinja-like templates; identity when templating is off. */
  render?: (text: string, where: TemplateWhere) => string;
  /** Checks a free SQL fragment (one statement, no sub-queries) and returns it cleaned. */
  sanitize?: (clause: string, kind: ClauseKind) => Promise<string>;
  /** "now" for relative time ranges (tests pin it). */
  now?: Date;
  /** Row-level-security predicates to AND into WHERE, templates already rendered. */
  rlsClauses?: string[];
  /** Checks the rendered virtual dataset SQL (one read-only statement) and returns it stripped. */
  validateVirtualSql?: (sql: string) => string;
  /** Filter columns a template applies itself (`remove_filter=True`), filled while rendering. */
  removedFilterColumns?: ReadonlySet<string>;
  /** Values captured by template macros, filled while rendering (part of the cache key). */
  extraCacheKeys?: readonly unknown[];
  /** Columns read by template filter macros (`applied_template_filters`). */
  appliedTemplateFilters?: readonly string[];
}

/** Shared state of one compilation. */
export class CompileContext {
  readonly engine: Engine;
  readonly render: (text: string, where: TemplateWhere) => string;
  readonly sanitize: (clause: string, kind: ClauseKind) => Promise<string>;
  readonly now: Date;
  /** Aliases replaced by md5 because the engine's limit was exceeded: alias -> label. */
  readonly aliasToLabel = new Map<string, string>();

  constructor(
    readonly ds: Datasource,
    readonly opts: CompileOptions,
  ) {
    this.engine = ds.engine;
    this.render = opts.render ?? ((t) => t);
    this.sanitize = opts.sanitize ?? (async (c) => c);
    this.now = opts.now ?? new Date();
  }

  q(name: string): string {
    return this.engine.quoteIdentifier(name);
  }

  /** The quoted alias of an output label (md5 of the label past the engine's alias length). */
  alias(label: string): string {
    const max = this.engine.sql.maxAliasLength;
    if (max !== null && Buffer.byteLength(label, 'utf8') > max) {
      const hashed = createHash('md5').update(label).digest('hex');
      this.aliasToLabel.set(hashed, label);
      return this.q(hashed);
    }
    return this.q(label);
  }

  /** FROM target: the physical table, or the virtual dataset's SQL as a sub-query. */
  fromClause(virtualSql: string | null): string {
    if (virtualSql !== null) return `(${virtualSql}\n) AS virtual_table`;
    return this.ds.schema
      ? `${this.q(this.ds.schema)}.${this.q(this.ds.tableName)}`
      : this.q(this.ds.tableName);
  }
}
