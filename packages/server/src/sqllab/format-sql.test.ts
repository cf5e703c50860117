import { describe, expect, it } from 'vitest';
import { formatSql } from './format-sql.ts';

describe('formatSql', () => {
  it('re-indents and upper-cases keywords, leaving identifiers, literals and templates alone', () => {
    expect(
      formatSql(
        "select Region, SUM(x) from t where d > '{{ from_dttm }}' {% if y %}and y = 1{% endif %} group by 1",
        'duckdb',
      ),
    ).toBe(
      "SELECT\n  Region,\n  SUM(x)\nFROM\n  t\nWHERE\n  d > '{{ from_dttm }}' {% if y %}\n  AND y = 1 {% endif %}\nGROUP BY\n  1",
    );
    expect(formatSql('SELECT $$a;b$$ AS s, $1::int AS p', 'postgresql')).toBe(
      'SELECT\n  $$a;b$$ AS s,\n  $1::int AS p',
    );
  });

  it('upper-cases lower-case keywords but not quoted names or string contents', () => {
    expect(formatSql('select "select", \'from where\' as label from orders', 'postgresql')).toBe(
      'SELECT\n  "select",\n  \'from where\' AS label\nFROM\n  orders',
    );
  });

  it('answers 400 on SQL it cannot read', () => {
    expect(() => formatSql("select 'open", null)).toThrow(/Unable to format SQL: Parse error/);
  });
});
