import { describe, expect, it } from 'vitest';
import { formatSql } from './format-sql.ts';

describe('formatSql', () => {
  it('re-indents without touching keyword case, literals or templates', () => {
    expect(
      formatSql(
        "select Region, SUM(x) from t where d > '{{ from_dttm }}' {% if y %}and y = 1{% endif %} group by 1",
        'duckdb',
      ),
    ).toBe(
      "select\n  Region,\n  SUM(x)\nfrom\n  t\nwhere\n  d > '{{ from_dttm }}' {% if y %}\n  and y = 1 {% endif %}\ngroup by\n  1",
    );
    expect(formatSql('SELECT $$a;b$$ AS s, $1::int AS p', 'postgresql')).toBe(
      'SELECT\n  $$a;b$$ AS s,\n  $1::int AS p',
    );
  });

  it('answers 400 on SQL it cannot read', () => {
    expect(() => formatSql("select 'open", null)).toThrow(/Unable to format SQL: Parse error/);
  });
});
