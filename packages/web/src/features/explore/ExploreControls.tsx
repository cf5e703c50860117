import { Button, Flex, Tooltip } from 'antd';
import { CaretRightOutlined, StopOutlined } from '@ant-design/icons';
import type { AnyChartPlugin, ControlContext } from '@sightline/viz';
import type { ExploreDatasource } from '../../api/explore-api.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { ControlPanel } from './controls/ControlPanel.tsx';
import { VizTypePicker } from './viz-picker/VizTypePicker.tsx';

export interface ExploreControlsProps {
  plugin: AnyChartPlugin | undefined;
  formData: Record<string, unknown>;
  context: ControlContext | null;
  datasource: ExploreDatasource;
  errors: Record<string, string[]>;
  buildError: string | null;
  hasQueried: boolean;
  isDirty: boolean;
  isLoading: boolean;
  onChange(name: string, value: unknown): void;
  onVizType(vizType: string): void;
  onRun(): void;
  onStop(): void;
}

/** The middle column: chart type, the run button and the chart type's control panel. */
export function ExploreControls(props: ExploreControlsProps) {
  const {
    plugin,
    formData,
    context,
    datasource,
    errors,
    buildError,
    hasQueried,
    isDirty,
    isLoading,
  } = props;
  const errorCount = Object.keys(errors).length;
  const isInvalid = errorCount > 0 || buildError !== null;
  const runLabel = hasQueried ? 'Update chart' : 'Create chart';
  const runButton = isLoading ? (
    <Button danger icon={<StopOutlined />} data-test="explore-stop" onClick={props.onStop} block>
      Stop
    </Button>
  ) : (
    <Tooltip title={isInvalid ? 'Fix the controls marked in red first' : undefined}>
      <Button
        type="primary"
        icon={<CaretRightOutlined />}
        data-test="explore-run"
        disabled={isInvalid}
        onClick={props.onRun}
        block
      >
        {runLabel}
        {isDirty && hasQueried ? ' *' : ''}
      </Button>
    </Tooltip>
  );
  return (
    <Flex vertical gap={8} data-test="explore-controls">
      <VizTypePicker value={String(formData.viz_type ?? '')} onChange={props.onVizType} />
      {runButton}
      {buildError && errorCount === 0 && <ErrorAlert message={buildError} />}
      {plugin && context ? (
        <ControlPanel
          plugin={plugin}
          formData={formData}
          context={context}
          datasource={datasource}
          errors={errors}
          onChange={props.onChange}
        />
      ) : (
        <ErrorAlert message={`Unknown chart type: ${String(formData.viz_type ?? '')}`} />
      )}
    </Flex>
  );
}
