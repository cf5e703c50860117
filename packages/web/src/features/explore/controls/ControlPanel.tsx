import { Collapse } from 'antd';
import type { AnyChartPlugin, ControlContext } from '@sightline/viz';
import type { ExploreDatasource } from '../../../api/explore-api.ts';
import { controlValue, isControlVisible } from '../control-validation.ts';
import { ControlField } from './ControlField.tsx';

export interface ControlPanelProps {
  plugin: AnyChartPlugin;
  /** The raw form data being edited. */
  formData: Record<string, unknown>;
  context: ControlContext;
  datasource: ExploreDatasource;
  errors: Record<string, string[]>;
  onChange(name: string, value: unknown): void;
}

/** The chart type's control panel, drawn from its declaration: sections of visible controls. */
export function ControlPanel({
  plugin,
  formData,
  context,
  datasource,
  errors,
  onChange,
}: ControlPanelProps) {
  const sections = plugin.controlPanel.sections;
  const items = sections.map((section, index) => {
    const visible = section.controls.filter((control) => isControlVisible(control, context));
    const hasErrors = visible.some((control) => (errors[control.name] ?? []).length > 0);
    return {
      key: String(index),
      label: (
        <span data-test="control-section">{hasErrors ? `${section.label} ⚠` : section.label}</span>
      ),
      children: visible.map((control) => (
        <ControlField
          key={control.name}
          control={control}
          value={controlValue(control, formData)}
          onChange={(value) => onChange(control.name, value)}
          datasource={datasource}
          formData={context.formData}
          errors={errors[control.name] ?? []}
        />
      )),
    };
  });
  return (
    <Collapse
      data-test="control-panel"
      size="small"
      defaultActiveKey={sections.flatMap((s, i) => (s.isExpanded ? [String(i)] : []))}
      items={items}
    />
  );
}
