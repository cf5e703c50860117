import { useMemo, useState } from 'react';
import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import type { ChartHooks, ContextMenuPayload, DrillFilter } from '@sightline/viz';
import { useChartPermissions } from './chart-permissions.ts';
import { drillByColumns, drillByFormData, type DrillByColumn } from './drill-by.ts';
import { DrillByModal } from './DrillByModal.tsx';
import { DrillDetailModal } from './DrillDetailModal.tsx';

interface MenuState {
  x: number;
  y: number;
  payload: ContextMenuPayload;
}

/**
 * The right-click menu of a chart with "Drill to detail" on the clicked values and, when the chart
 * offers it and `formData` and the dataset's `columns` are given, "Drill by" another column. Returns the hooks to give the chart
 * and the element to render beside it.
 */
export function useChartContextMenu(
  datasource: { id: number | string; type: string } | null,
  formData: Record<string, unknown> | null = null,
  columns: readonly DrillByColumn[] = [],
) {
  const permissions = useChartPermissions();
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [drillFilters, setDrillFilters] = useState<DrillFilter[] | null>(null);
  const [drillBy, setDrillBy] = useState<{
    formData: Record<string, unknown>;
    column: string;
  } | null>(null);
  const drillByPayload = menu?.payload.drillBy;
  const drillByItems: MenuProps['items'] =
    drillByPayload && formData
      ? drillByColumns(columns, formData, drillByPayload.groupbyFieldName).map((column) => ({
          key: `drill-by-${column}`,
          label: <span data-test={`context-drill-by-${column}`}>{column}</span>,
          onClick: () => {
            setDrillBy({
              formData: drillByFormData(
                formData,
                drillByPayload.filters,
                drillByPayload.groupbyFieldName,
                column,
              ),
              column,
            });
            setMenu(null);
          },
        }))
      : [];
  const hooks = useMemo<ChartHooks>(
    () =>
      permissions.canExplore
        ? { onContextMenu: (x, y, payload) => setMenu({ x, y, payload }) }
        : {},
    [permissions.canExplore],
  );
  const filters = menu?.payload.drillToDetail ?? [];
  const element = (
    <>
      {menu && (
        <Dropdown
          open
          onOpenChange={(isOpen) => !isOpen && setMenu(null)}
          trigger={['contextMenu']}
          menu={{
            // Opening the drill-by submenu on click keeps it open while the pointer travels to it.
            triggerSubMenuAction: 'click',
            items: [
              {
                key: 'drill',
                disabled: filters.length === 0,
                label: (
                  <span data-test="context-drill-detail">
                    Drill to detail by {filters.map((f) => f.formattedVal).join(', ')}
                  </span>
                ),
                onClick: () => {
                  setDrillFilters(filters);
                  setMenu(null);
                },
              },
              ...(drillByPayload && formData
                ? [
                    {
                      key: 'drill-by',
                      label: <span data-test="context-drill-by">Drill by</span>,
                      disabled: drillByItems.length === 0,
                      children: drillByItems,
                    },
                  ]
                : []),
            ],
          }}
        >
          <span style={{ position: 'fixed', left: menu.x, top: menu.y, width: 1, height: 1 }} />
        </Dropdown>
      )}
      {drillFilters !== null && (
        <DrillDetailModal
          datasource={datasource}
          filters={drillFilters}
          open
          onClose={() => setDrillFilters(null)}
        />
      )}
      {drillBy && (
        <DrillByModal
          formData={drillBy.formData}
          column={drillBy.column}
          onClose={() => setDrillBy(null)}
        />
      )}
    </>
  );
  return { hooks, element };
}
