import { useMemo, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import type { DataRecordValue } from '../../contract.ts';
import { columnHeaderRows, rowHeaderCells } from '../_pivot/pivot-headers.ts';
import { flatKey, visibleKeys, type PivotKey } from '../_pivot/pivot-engine.ts';
import { HtmlText } from '../_table/HtmlText.tsx';
import { SpacerRow } from '../_table/SpacerRow.tsx';
import { ROW_HEIGHT, useVirtualRows } from '../_table/use-virtual-rows.ts';
import type { PivotTableChartProps } from './transform-props.ts';
import { COLUMN_WIDTH, useVirtualColumns } from '../../html/use-virtual-columns.ts';

const CELL: CSSProperties = {
  padding: '4px 8px',
  border: '1px solid #e0e0e0',
  whiteSpace: 'nowrap',
  height: ROW_HEIGHT,
  boxSizing: 'border-box',
};
const HEADER: CSSProperties = {
  ...CELL,
  background: '#f7f7f7',
  fontWeight: 600,
  textAlign: 'left',
};
const SELECTED: CSSProperties = { background: '#d6eaff' };
/** A value cell of a column-virtualised table: fixed width, long text cut. */
const FIXED: CSSProperties = {
  width: COLUMN_WIDTH,
  minWidth: COLUMN_WIDTH,
  maxWidth: COLUMN_WIDTH,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

/** An empty cell standing for `width` px of value columns not rendered. */
function PadCell({ width, rowSpan }: { width: number; rowSpan?: number }) {
  if (width <= 0) return null;
  const style = { width, minWidth: width, padding: 0, border: 'none' };
  return <td aria-hidden="true" rowSpan={rowSpan} style={style} />;
}

function toggled(set: ReadonlySet<string>, flat: string): Set<string> {
  const next = new Set(set);
  if (next.has(flat)) next.delete(flat);
  else next.add(flat);
  return next;
}

/** Whether the text of a header is selected: clicks that end a selection must not cross-filter. */
const isSelectingText = () => (globalThis.getSelection?.()?.toString() ?? '') !== '';

/**
 * A pivot table: column header rows with spans, virtualised body rows (and value columns above
 * MANY_COLUMNS), subtotals, totals and foldable headers.
 */
export function PivotTableChart(props: PivotTableChartProps) {
  const {
    pivot,
    rowAttrs,
    colAttrs,
    formatHeader,
    formatValue,
    cellBackground,
    onHeaderClick,
    selectedFilters,
  } = props;
  const [collapsedRows, setCollapsedRows] = useState<ReadonlySet<string>>(new Set());
  const [collapsedCols, setCollapsedCols] = useState<ReadonlySet<string>>(new Set());
  const rowKeys = useMemo(() => visibleKeys(pivot.rowKeys, collapsedRows), [pivot, collapsedRows]);
  const colKeys = useMemo(() => visibleKeys(pivot.colKeys, collapsedCols), [pivot, collapsedCols]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const columns = useVirtualColumns(colKeys.length, scrollRef, props.width);
  const shownColKeys = useMemo(
    () => (columns ? colKeys.slice(columns.start, columns.end) : colKeys),
    [colKeys, columns?.start, columns?.end],
  );
  const headerRows = useMemo(
    () => columnHeaderRows(shownColKeys, colAttrs.length),
    [shownColKeys, colAttrs.length],
  );
  const virtual = useVirtualRows(rowKeys.length, scrollRef, { height: props.height });
  const leftColumns = Math.max(rowAttrs.length, 1);
  const valueColumns = shownColKeys.length + (columns?.before ? 1 : 0) + (columns?.after ? 1 : 0);
  const totalColumns = leftColumns + valueColumns + (props.showRowTotals ? 1 : 0);
  const fixed = columns ? FIXED : undefined;
  const before = <PadCell width={columns?.before ?? 0} />;
  const after = <PadCell width={columns?.after ?? 0} />;
  const hasAttrRow = rowAttrs.length > 0 || colAttrs.length === 0;

  const isSelected = (attr: string, value: DataRecordValue) =>
    Boolean(selectedFilters?.[attr]?.some((v) => v === value));
  const headerCell = (
    axis: 'row' | 'col',
    key: PivotKey,
    attr: string,
    value: DataRecordValue,
    canFold: boolean,
    isFolded: boolean,
  ) => {
    const fold = (event: MouseEvent) => {
      event.stopPropagation();
      if (axis === 'row') setCollapsedRows((set) => toggled(set, flatKey(key)));
      else setCollapsedCols((set) => toggled(set, flatKey(key)));
    };
    return (
      <>
        {canFold && (
          <button
            type="button"
            aria-label={isFolded ? 'Expand' : 'Collapse'}
            onClick={fold}
            style={{ border: 'none', background: 'none', cursor: 'pointer', padding: '0 4px 0 0' }}
          >
            {isFolded ? '⊞' : '⊟'}
          </button>
        )}
        <HtmlText text={formatHeader(attr, value)} allowHtml={props.allowRenderHtml} />
      </>
    );
  };
  const clickHeader = (axis: 'row' | 'col', key: PivotKey) => () => {
    if (!isSelectingText()) onHeaderClick?.(axis, key);
  };
  const headerMenu = (axis: 'row' | 'col', key: PivotKey) =>
    props.onHeaderContextMenu
      ? (event: MouseEvent) => {
          event.preventDefault();
          props.onHeaderContextMenu?.(event.clientX, event.clientY, axis, key);
        }
      : undefined;
  const cellMenu = (rowKey: PivotKey, colKey: PivotKey) =>
    props.onCellContextMenu
      ? (event: MouseEvent) => {
          event.preventDefault();
          props.onCellContextMenu?.(event.clientX, event.clientY, rowKey, colKey);
        }
      : undefined;
  const valueCell = (rowKey: PivotKey, colKey: PivotKey, id: string, isTotal = false) => {
    const value = pivot.value(rowKey, colKey);
    const background = cellBackground(rowKey, colKey, value);
    return (
      <td
        key={id}
        style={{
          ...CELL,
          ...fixed,
          textAlign: 'right',
          fontWeight: isTotal ? 600 : undefined,
          ...(background ? { backgroundColor: background } : {}),
        }}
        onContextMenu={cellMenu(rowKey, colKey)}
      >
        <HtmlText text={formatValue(value)} allowHtml={props.allowRenderHtml} />
      </td>
    );
  };

  return (
    <div ref={scrollRef} style={{ width: props.width, height: props.height, overflow: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', fontSize: 13 }}>
        <thead style={{ position: 'sticky', top: 0, zIndex: 1 }}>
          {headerRows.map((cells, level) => (
            <tr key={`level-${level}`}>
              <th colSpan={leftColumns} style={{ ...HEADER, textAlign: 'right' }}>
                {colAttrs[level]}
              </th>
              {level === 0 && <PadCell width={columns?.before ?? 0} rowSpan={colAttrs.length} />}
              {cells.map((cell) =>
                cell.isSubtotalLabel ? (
                  <th
                    key={`sub-${flatKey(cell.key)}`}
                    colSpan={cell.colSpan}
                    rowSpan={cell.rowSpan}
                    style={HEADER}
                  >
                    Subtotal
                  </th>
                ) : (
                  <th
                    key={flatKey(cell.key)}
                    colSpan={cell.colSpan}
                    rowSpan={cell.rowSpan}
                    style={{
                      ...HEADER,
                      ...(fixed ? { ...fixed, maxWidth: COLUMN_WIDTH * cell.colSpan } : {}),
                      cursor: onHeaderClick ? 'pointer' : undefined,
                      ...(isSelected(colAttrs[level], cell.value ?? null) ? SELECTED : {}),
                    }}
                    onClick={clickHeader('col', cell.key)}
                    onContextMenu={headerMenu('col', cell.key)}
                  >
                    {headerCell(
                      'col',
                      cell.key,
                      colAttrs[level],
                      cell.value ?? null,
                      props.canCollapseCols && level < colAttrs.length - 1,
                      collapsedCols.has(flatKey(cell.key)),
                    )}
                  </th>
                ),
              )}
              {level === 0 && <PadCell width={columns?.after ?? 0} rowSpan={colAttrs.length} />}
              {level === 0 && props.showRowTotals && (
                <th rowSpan={colAttrs.length + (hasAttrRow ? 1 : 0)} style={HEADER}>
                  {props.totalLabel}
                </th>
              )}
            </tr>
          ))}
          {hasAttrRow && (
            <tr>
              {rowAttrs.length > 0 ? (
                rowAttrs.map((attr) => (
                  <th key={attr} style={HEADER}>
                    {attr}
                  </th>
                ))
              ) : (
                <th style={HEADER} />
              )}
              {colKeys.length > 0 && <th colSpan={valueColumns} style={HEADER} />}
              {colAttrs.length === 0 && props.showRowTotals && (
                <th style={HEADER}>{props.totalLabel}</th>
              )}
            </tr>
          )}
        </thead>
        <tbody>
          <SpacerRow height={virtual.paddingTop} colSpan={totalColumns} />
          {virtual.indexes.map((index) => {
            const rowKey = rowKeys[index];
            const isSubtotal = rowKey.length < rowAttrs.length;
            return (
              <tr
                key={flatKey(rowKey)}
                style={{ height: ROW_HEIGHT, fontWeight: isSubtotal ? 600 : undefined }}
              >
                {rowHeaderCells(rowKeys, index, rowAttrs.length).map((cell, level) =>
                  cell.isSubtotalLabel ? (
                    <th key="subtotal" colSpan={cell.colSpan} style={HEADER}>
                      Subtotal
                    </th>
                  ) : (
                    <th
                      key={level}
                      style={{
                        ...HEADER,
                        cursor: onHeaderClick ? 'pointer' : undefined,
                        ...(!cell.isRepeated && isSelected(rowAttrs[level], cell.value ?? null)
                          ? SELECTED
                          : {}),
                      }}
                      onClick={cell.isRepeated ? undefined : clickHeader('row', cell.key)}
                      onContextMenu={cell.isRepeated ? undefined : headerMenu('row', cell.key)}
                    >
                      {cell.isRepeated
                        ? ''
                        : headerCell(
                            'row',
                            cell.key,
                            rowAttrs[level],
                            cell.value ?? null,
                            props.canCollapseRows && level < rowAttrs.length - 1,
                            collapsedRows.has(flatKey(cell.key)),
                          )}
                    </th>
                  ),
                )}
                {before}
                {shownColKeys.map((colKey) => valueCell(rowKey, colKey, flatKey(colKey)))}
                {after}
                {props.showRowTotals && valueCell(rowKey, [], 'total', true)}
              </tr>
            );
          })}
          <SpacerRow height={virtual.paddingBottom} colSpan={totalColumns} />
        </tbody>
        {props.showColTotals && (
          <tfoot>
            <tr style={{ height: ROW_HEIGHT }}>
              <th colSpan={leftColumns} style={HEADER}>
                {props.totalLabel}
              </th>
              {before}
              {shownColKeys.map((colKey) => valueCell([], colKey, flatKey(colKey), true))}
              {after}
              {props.showRowTotals && valueCell([], [], 'grand-total', true)}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
