import { useMemo, useState } from 'react';
import { Flex, Menu, Modal, Radio, Typography } from 'antd';
import { chartIdsInLayout } from '@sightline/core';
import type { Layout } from '@sightline/core';
import { ScopeTree } from '../../native-filters/config/ScopeTree.tsx';
import type { CrossFilterScoping } from './cross-filter-scoping.ts';

export interface CrossFilterScopingModalProps {
  layout: Layout;
  chartNames: Record<number, string>;
  initial: CrossFilterScoping;
  /** The chart to open on; null opens the global scope. */
  initialChartId: number | null;
  /** Resolves true when saved (the modal then closes). */
  onSave(scoping: CrossFilterScoping): Promise<boolean>;
  onClose(): void;
}

const GLOBAL_KEY = 'global';

/**
 * Cross-filter scoping: which charts the cross-filters of all charts (global) or of one chart
 * reach, chosen on the dashboard's scoping tree.
 */
export function CrossFilterScopingModal({
  layout,
  chartNames,
  initial,
  initialChartId,
  onSave,
  onClose,
}: CrossFilterScopingModalProps) {
  const [scoping, setScoping] = useState(initial);
  const [selected, setSelected] = useState(
    initialChartId === null ? GLOBAL_KEY : String(initialChartId),
  );
  const [isSaving, setIsSaving] = useState(false);
  const chartIds = useMemo(() => chartIdsInLayout(layout), [layout]);
  const chartId = selected === GLOBAL_KEY ? null : Number(selected);
  const chartScope = chartId === null ? null : (scoping.charts[chartId] ?? 'global');

  const save = async () => {
    setIsSaving(true);
    const ok = await onSave(scoping);
    setIsSaving(false);
    if (ok) onClose();
  };
  const setChartScope = (id: number, scope: CrossFilterScoping['charts'][number]) =>
    setScoping({ ...scoping, charts: { ...scoping.charts, [id]: scope } });

  return (
    <Modal
      open
      title="Cross-filter scoping"
      okText="Save"
      onOk={() => void save()}
      okButtonProps={{
        loading: isSaving,
        ...({ 'data-test': 'cross-filter-scoping-save' } as object),
      }}
      onCancel={onClose}
      width={760}
      data-test="cross-filter-scoping-modal"
      destroyOnHidden
    >
      <Flex gap={16} align="start">
        <Menu
          data-test="cross-filter-scoping-charts"
          style={{ width: 220, flex: 'none' }}
          selectedKeys={[selected]}
          onClick={({ key }) => setSelected(key)}
          items={[
            {
              key: GLOBAL_KEY,
              label: (
                <span data-test="cross-filter-scoping-item-global">
                  All charts (global scoping)
                </span>
              ),
            },
            ...chartIds.map((id) => ({
              key: String(id),
              label: (
                <span data-test={`cross-filter-scoping-item-${id}`}>
                  {chartNames[id] ?? `Chart ${id}`}
                </span>
              ),
            })),
          ]}
        />
        <div
          style={{ flex: 1, minWidth: 0 }}
          data-test="cross-filter-scoping-panel"
          data-selected={selected}
        >
          {chartId === null ? (
            <>
              <Typography.Paragraph type="secondary">
                Charts the cross-filters of every chart using the global scoping reach.
              </Typography.Paragraph>
              <ScopeTree
                layout={layout}
                chartNames={chartNames}
                scope={scoping.global}
                onChange={(global) => setScoping({ ...scoping, global })}
              />
            </>
          ) : (
            <>
              <Radio.Group
                data-test="cross-filter-scoping-mode"
                value={chartScope === 'global' ? 'global' : 'custom'}
                onChange={(e) =>
                  setChartScope(
                    chartId,
                    e.target.value === 'global'
                      ? 'global'
                      : {
                          ...scoping.global,
                          excluded: [...new Set([...scoping.global.excluded, chartId])],
                        },
                  )
                }
                options={[
                  { value: 'global', label: 'Global scoping' },
                  { value: 'custom', label: 'Custom scoping' },
                ]}
              />
              {chartScope !== null && chartScope !== 'global' && (
                <ScopeTree
                  layout={layout}
                  chartNames={chartNames}
                  scope={chartScope}
                  onChange={(scope) => setChartScope(chartId, scope)}
                />
              )}
            </>
          )}
          {chartIds.length === 0 && (
            <Typography.Text type="secondary">This dashboard has no charts.</Typography.Text>
          )}
        </div>
      </Flex>
    </Modal>
  );
}
