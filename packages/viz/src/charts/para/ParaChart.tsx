import { ParallelChart } from 'echarts/charts';
import { ParallelComponent, TooltipComponent } from 'echarts/components';
import { use, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useState } from 'react';
import { Echart } from '../../echarts/Echart.tsx';
import { CHART_SHARE_WITH_TABLE, type ParaChartProps } from './transform-props.ts';

use([ParallelChart, ParallelComponent, TooltipComponent, CanvasRenderer]);

/** Parallel coordinates with brushable axes; the optional data grid highlights a row's line on hover. */
export function ParaChart({ option, width, height, table }: ParaChartProps) {
  const [chart, setChart] = useState<EChartsType | null>(null);
  const chartHeight = table ? Math.round(height * CHART_SHARE_WITH_TABLE) : height;
  const highlight = (type: 'highlight' | 'downplay', dataIndex: number) =>
    chart?.dispatchAction({ type, seriesIndex: 0, dataIndex });
  return (
    <div style={{ width, height }}>
      <Echart option={option} width={width} height={chartHeight} onInit={setChart} />
      {table && (
        <div style={{ height: height - chartHeight, overflow: 'auto' }}>
          <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 12 }}>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th
                    key={column}
                    style={{ textAlign: 'left', position: 'sticky', top: 0, background: '#fff' }}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((cells, i) => (
                <tr
                  key={i}
                  onMouseEnter={() => highlight('highlight', i)}
                  onMouseLeave={() => highlight('downplay', i)}
                >
                  {cells.map((cell, c) => (
                    <td key={c}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
