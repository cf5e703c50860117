import { describe, expect, it } from 'vitest';
import { myReportQuery } from './report-api.ts';

describe('the report of a dashboard or chart', () => {
  it("asks as Superset's fetchUISpecificReport: object id, creation method, created by me", () => {
    expect(decodeURIComponent(myReportQuery({ creationMethod: 'charts', id: 11 }, 7))).toBe(
      '/api/v1/report/?q=(filters:!((col:chart_id,opr:eq,value:11),' +
        '(col:creation_method,opr:eq,value:charts),(col:created_by,opr:rel_o_m,value:7)))',
    );
    expect(decodeURIComponent(myReportQuery({ creationMethod: 'dashboards', id: 3 }, 7))).toContain(
      '(col:dashboard_id,opr:eq,value:3),(col:creation_method,opr:eq,value:dashboards)',
    );
  });
});
