import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ChartHooks } from '@sightline/viz';
import { Button, Flex, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { datasourceName } from '../../api/explore-api.ts';
import type { ExploreContext } from '../../api/explore-api.ts';
import { ChartActionsMenu } from '../chart/ChartActionsMenu.tsx';
import { useChartPermissions } from '../chart/chart-permissions.ts';
import { ChartView } from '../chart/ChartView.tsx';
import { useChartContextMenu } from '../chart/use-chart-context-menu.tsx';
import { DataPane } from './DataPane.tsx';
import { DatasourcePanel } from './DatasourcePanel.tsx';
import { useReportMenu } from '../reports/use-report-menu.tsx';
import { ExploreDndContext } from './dnd/ExploreDndContext.tsx';
import { ExploreControls } from './ExploreControls.tsx';
import { ExploreHeader } from './ExploreHeader.tsx';
import { exploreUrlOf } from './explore-url.ts';
import type { ExploreUrlParams } from './explore-url.ts';
import { SaveModal } from './SaveModal.tsx';
import { useExploreModel } from './use-explore-model.ts';

/** Control panel widths of docs/charts.md §9. */
const DATASOURCE_WIDTH = 240;
const CONTROLS_WIDTH = 320;
const CHART_HEIGHT = 460;

const onWindowResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const noSubscription = () => () => undefined;

export interface ExploreWorkspaceProps {
  context: ExploreContext;
  params: ExploreUrlParams;
}

/** The explore screen: datasource panel, chart type and controls, the chart with its data pane. */
export function ExploreWorkspace({ context, params }: ExploreWorkspaceProps) {
  const model = useExploreModel(context, params);
  // A standalone chart fills the window, also once the window is resized (a shrunk window must not
  // leave a chart taller than itself).
  const windowHeight = useSyncExternalStore(
    params.standalone > 0 ? onWindowResize : noSubscription,
    () => window.innerHeight,
  );
  const navigate = useNavigate();
  const permissions = useChartPermissions();
  const chartBoxRef = useRef<HTMLDivElement>(null);
  const [isSaveOpen, setIsSaveOpen] = useState(false);
  const [isDescriptionShown, setIsDescriptionShown] = useState(false);
  const { chart, datasource, formData } = model;
  const contextMenu = useChartContextMenu(
    chart.request?.datasource ?? null,
    formData,
    datasource.columns,
  );
  // Charts may write a control back (the map viewport after a pan or zoom, Superset's setControlValue).
  const hooks = useMemo<ChartHooks>(
    () => ({ ...contextMenu.hooks, setControlValue: model.setControl }),
    [contextMenu.hooks, model.setControl],
  );
  const sliceName = context.slice?.slice_name;
  const datasetName = datasourceName(datasource);
  const title = sliceName ?? (datasetName ? `${datasetName} — new chart` : 'New chart');
  const rowCount = chart.state.queriesResponse?.[0]?.rowcount ?? null;
  const standalone = params.standalone;

  const chartView = (height: number) => (
    <ChartView
      chart={chart}
      height={height}
      hooks={hooks}
      containerRef={chartBoxRef}
      placeholder={undefined}
    />
  );
  const slice = context.slice;
  const reportMenu = useReportMenu(
    slice
      ? {
          creationMethod: 'charts',
          id: slice.slice_id,
          name: slice.slice_name,
          vizType: slice.form_data?.viz_type as string | undefined,
        }
      : null,
  );
  const description = context.slice?.description;
  const actionsMenu = (
    <ChartActionsMenu
      chart={chart}
      sliceName={sliceName}
      permalinkFormData={formData}
      chartBoxRef={chartBoxRef}
      onToggleDescription={description ? () => setIsDescriptionShown((shown) => !shown) : undefined}
      reportMenu={standalone > 0 ? null : reportMenu.item}
    />
  );
  const descriptionBlock = isDescriptionShown && description && (
    <Typography.Paragraph type="secondary" data-test="chart-description">
      {description}
    </Typography.Paragraph>
  );

  if (standalone > 0) {
    const height = Math.max(300, windowHeight - (standalone === 1 ? 80 : 24));
    return (
      <div
        data-test="explore-standalone"
        data-standalone={standalone}
        style={{ padding: standalone === 3 ? 0 : 12 }}
      >
        {standalone === 1 && (
          <ExploreHeader
            title={title}
            status={chart.state.status}
            rowCount={rowCount}
            actions={actionsMenu}
          />
        )}
        {standalone === 1 && descriptionBlock}
        {chartView(height)}
        {contextMenu.element}
      </div>
    );
  }

  const headerActions = (
    <>
      {permissions.canWriteChart && (
        <Button
          icon={<SaveOutlined />}
          data-test="explore-save"
          onClick={() => setIsSaveOpen(true)}
        >
          Save
        </Button>
      )}
      {actionsMenu}
    </>
  );

  return (
    <ExploreDndContext>
      <div data-test="explore-page">
        <ExploreHeader
          title={title}
          status={chart.state.status}
          rowCount={rowCount}
          actions={headerActions}
        />
        {context.message && <div data-test="explore-message">{context.message}</div>}
        {descriptionBlock}
        <Flex gap={16} align="start">
          <aside
            style={{
              width: DATASOURCE_WIDTH,
              flex: 'none',
              maxHeight: 'calc(100vh - 160px)',
              overflow: 'auto',
            }}
          >
            <DatasourcePanel datasource={datasource} />
          </aside>
          <aside
            style={{
              width: CONTROLS_WIDTH,
              flex: 'none',
              maxHeight: 'calc(100vh - 160px)',
              overflow: 'auto',
            }}
          >
            <ExploreControls
              plugin={model.plugin}
              formData={formData}
              context={model.context}
              datasource={datasource}
              errors={model.errors}
              buildError={model.buildError}
              hasQueried={model.hasQueried}
              isDirty={model.isDirty}
              isLoading={chart.state.status === 'loading'}
              onChange={model.setControl}
              onVizType={model.setVizType}
              onRun={model.run}
              onStop={chart.stop}
            />
          </aside>
          <main style={{ flex: 1, minWidth: 0 }} data-test="explore-chart-area">
            {chartView(CHART_HEIGHT)}
            <div style={{ marginTop: 12 }}>
              <DataPane request={chart.request} />
            </div>
          </main>
        </Flex>
        {contextMenu.element}
        {reportMenu.element}
        {isSaveOpen && (
          <SaveModal
            formData={formData}
            slice={context.slice}
            defaultName={title}
            onClose={() => setIsSaveOpen(false)}
            onSaved={(_id, saved) => {
              setIsSaveOpen(false);
              navigate(exploreUrlOf(saved));
            }}
          />
        )}
      </div>
    </ExploreDndContext>
  );
}
