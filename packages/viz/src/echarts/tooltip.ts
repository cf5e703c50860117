/** Escapes text for ECharts' HTML tooltips (series names and values come from the data). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One tooltip row: a label, a formatted value and an optional colour marker. */
export interface TooltipRow {
  label: string;
  value: string;
  color?: string;
  isBold?: boolean;
}

/** Tooltip HTML: an optional title, then one `label: value` line per row, every text escaped. */
export function tooltipHtml(title: string | undefined, rows: readonly TooltipRow[]): string {
  const lines = rows.map((row) => {
    const marker = row.color
      ? `<span style="display:inline-block;margin-right:4px;border-radius:50%;width:8px;height:8px;background-color:${escapeHtml(row.color)}"></span>`
      : '';
    const text = `${marker}${escapeHtml(row.label)}: ${escapeHtml(row.value)}`;
    return `<div>${row.isBold ? `<b>${text}</b>` : text}</div>`;
  });
  return `${title ? `<div><b>${escapeHtml(title)}</b></div>` : ''}${lines.join('')}`;
}
