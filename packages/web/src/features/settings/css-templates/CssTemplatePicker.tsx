import { Select } from 'antd';
import { useListCssTemplatesQuery } from './css-template-api.ts';

/**
 * The "Load a CSS template" select of the dashboard CSS editor (Superset's CssEditor): picking a
 * template puts its css in the editor. Hidden when there are no templates or the caller may not read
 * them (Gamma).
 */
export function CssTemplatePicker({ onPick }: { onPick(css: string): void }) {
  const { data, error } = useListCssTemplatesQuery({
    page: 0,
    pageSize: 100,
    orderColumn: 'template_name',
    orderDirection: 'asc',
  });
  const templates = data?.result ?? [];
  if (error || templates.length === 0) return null;
  return (
    <Select<number>
      data-test="css-template-picker"
      placeholder="Load a CSS template"
      style={{ width: 240, marginBottom: 8 }}
      value={null}
      options={templates.map((t) => ({ value: t.id ?? 0, label: t.template_name ?? '' }))}
      onChange={(id) => onPick(templates.find((t) => t.id === id)?.css ?? '')}
    />
  );
}
