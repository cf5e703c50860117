import { useMemo, useState } from 'react';
import { Dropdown } from 'antd';
import type { ChartHooks, ContextMenuPayload, DrillFilter } from '@sightline/viz';
import { useChartPermissions } from './chart-permissions.ts';
import { DrillDetailModal } from './DrillDetailModal.tsx';

interface MenuState {
  x: number;
  y: number;
  payload: ContextMenuPayload;
}

/**
 * The right-click menu of a chart with "Drill to detail" on the clicked values. Returns the hooks
 * to give the chart and the element to render beside it.
 */
export function useChartContextMenu(datasource: { id: number | string; type: string } | null) {
  const permissions = useChartPermissions();
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [drillFilters, setDrillFilters] = useState<DrillFilter[] | null>(null);
  const hooks = useMemo<ChartHooks>(
    () => (permissions.canExplore ? { onContextMenu: (x, y, payload) => setMenu({ x, y, payload }) } : {}),
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
            ],
          }}
        >
          <span style={{ position: 'fixed', left: menu.x, top: menu.y, width: 1, height: 1 }} />
        </Dropdown>
      )}
      <DrillDetailModal datasource={datasource} filters={drillFilters ?? []} open={drillFilters !== null} onClose={() => setDrillFilters(null)} />
    </>
  );
  return { hooks, element };
}
