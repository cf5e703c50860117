import { describe, expect, it } from 'vitest';
import type { TemplateContext } from './template-context.ts';
import { TemplateError } from './template-error.ts';
import { createTemplateRenderer } from './template-renderer.ts';

const render = (text: string, ctx: TemplateContext = {}) =>
  createTemplateRenderer(ctx).render(text, 'WHERE');

function errorOf(fn: () => unknown): TemplateError {
  try {
    fn();
  } catch (err) {
    if (err instanceof TemplateError) return err;
    throw err;
  }
  throw new Error('expected a TemplateError');
}

describe('rendering basics', () => {
  it('returns the text untouched when rendering is disabled', () => {
    const r = createTemplateRenderer({
      renderingDisabled: true,
      user: { id: 1, username: 'a', email: null, roles: [] },
    });
    expect(r.render('{{ current_user_id() }} {{ x }}\n', 'WHERE')).toBe(
      '{{ current_user_id() }} {{ x }}\n',
    );
    expect(r.extraCacheKeys).toEqual([]);
  });

  it('leaves text without template markers alone, except the trailing newline Jinja drops', () => {
    expect(render("SELECT '{' AS brace")).toBe("SELECT '{' AS brace");
    expect(render('SELECT 1\n')).toBe('SELECT 1');
    expect(render('{{ 1 }}\n')).toBe('1');
  });

  it('prints undefined variables as written (debug-undefined)', () => {
    expect(render('a = {{ foo }} AND b = {{ foo.bar }} AND c = {{ foo[0] }}')).toBe(
      'a = {{ foo }} AND b = {{ foo.bar }} AND c = {{ foo[0] }}',
    );
    expect(render('{% if foo %}yes{% else %}no{% endif %}')).toBe('no');
    expect(render("{{ foo | default('x') }}")).toBe('x');
  });

  it('does not autoescape', () => {
    expect(render('{{ "<a href=\'x\'>&" }}')).toBe("<a href='x'>&");
  });

  it('prints values the way Python does', () => {
    expect(render('{{ None }} {{ True }} {{ False }} {{ none }} {{ true }}')).toBe(
      'None True False None True',
    );
    expect(render("{{ ['a', 1, None, \"it's\"] }}")).toBe("['a', 1, None, \"it's\"]");
    expect(render("{{ {'k': 'v', 'n': 2} }}")).toBe("{'k': 'v', 'n': 2}");
    expect(render("{{ 'a' ~ None ~ 1 }}")).toBe('aNone1');
  });

  it('uses Python truthiness and `and`/`or` values', () => {
    expect(
      render(
        '{% if [] %}t{% else %}f{% endif %}{% if {} %}t{% else %}f{% endif %}{% if [0] %}t{% else %}f{% endif %}',
      ),
    ).toBe('fft');
    expect(render("{{ [] or 'fallback' }} {{ 'x' and 'y' }} {{ 0 and 1 }} {{ not [] }}")).toBe(
      'fallback y 0 True',
    );
    expect(render("{{ 'yes' if [] else 'no' }}")).toBe('no');
    expect(
      render('{% if x is none %}n{% endif %}{% if y is not none %}v{% endif %}', {
        templateParams: { x: null, y: 1 },
      }),
    ).toBe('nv');
    expect(render('{% if x is defined %}d{% else %}u{% endif %}')).toBe('u');
  });

  it('offers the common Python methods', () => {
    const ctx = { templateParams: { s: '  Hello World  ', d: { a: 1 } } };
    expect(
      render(
        "{{ s.strip().upper() }}|{{ s.lower().strip() }}|{{ 'a,b,c'.split(',', 1) }}|{{ 'a-b-a'.replace('a', 'z') }}",
        ctx,
      ),
    ).toBe("HELLO WORLD|hello world|['a', 'b,c']|z-b-z");
    expect(
      render(
        "{{ d.get('a') }} {{ d.get('b', 0) }} {{ d.get('c') }} {{ d.items() | list | length }} {{ ', '.join(['x', 'y']) }}",
        ctx,
      ),
    ).toBe('1 0 None 1 x, y');
    expect(render("{{ 'abc'.startswith('a') }} {{ 'abc'.endswith('x') }}")).toBe('True False');
  });
});

describe('context variables', () => {
  const ctx: TemplateContext = {
    columns: ['country', 'city'],
    groupby: ['country'],
    metrics: ['count'],
    filters: [{ col: 'country', op: 'IN', val: ['US'] }],
    fromDttm: new Date(Date.UTC(2024, 0, 1)),
    toDttm: null,
    timeColumn: 'order_ts',
    timeGrain: 'P1D',
    rowLimit: 100,
    rowOffset: 0,
    tableColumns: ['country', 'city', 'order_ts'],
    templateParams: '{"region": "EMEA", "url_param": "shadowed"}',
    contextAddons: { company: 'ACME' },
  };

  it('exposes the query object and the dataset', () => {
    expect(
      render(
        '{{ columns }} {{ groupby }} {{ metrics }} {{ time_column }} {{ time_grain }} {{ row_limit }} {{ row_offset }}',
        ctx,
      ),
    ).toBe("['country', 'city'] ['country'] ['count'] order_ts P1D 100 0");
    expect(render('{{ filter }}', ctx)).toBe("[{'col': 'country', 'op': 'IN', 'val': ['US']}]");
    expect(render('{{ from_dttm }} / {{ to_dttm }}', ctx)).toBe('2024-01-01T00:00:00 / None');
    expect(render('{{ table_columns | join(", ") }}', ctx)).toBe('country, city, order_ts');
  });

  it('merges template params and add-ons; macros keep their names', () => {
    expect(render("{{ region }} {{ company }} {{ url_param('x', 'd') }}", ctx)).toBe('EMEA ACME d');
    expect(render('{{ region }}', { templateParams: { region: 'APAC' } })).toBe('APAC');
    expect(render('{{ region }}', { templateParams: 'not json' })).toBe('{{ region }}');
  });

  it('leaves variables the caller did not provide undefined', () => {
    expect(render('{{ from_dttm }} {{ columns }}')).toBe('{{ from_dttm }} {{ columns }}');
  });

  it('does not let a template change the caller data', () => {
    const filters = [{ col: 'a', op: '==', val: 1 }];
    render('{{ filter.append(1) }}{{ filter.pop() }}', { filters });
    expect(filters).toEqual([{ col: 'a', op: '==', val: 1 }]);
  });
});

describe('url_param', () => {
  it('reads form_data url_params and escapes the value as a string-literal body', () => {
    const r = createTemplateRenderer({ urlParams: { country: "O'Neil" } });
    expect(r.render("country = '{{ url_param('country') }}'", 'WHERE')).toBe("country = 'O''Neil'");
    expect(r.extraCacheKeys).toEqual(["O''Neil"]);
  });

  it('reads the request query string first, escaped too', () => {
    const r = createTemplateRenderer({ requestArgs: { c: "x'y" }, urlParams: { c: 'form' } });
    expect(r.render("{{ url_param('c') }}", 'WHERE')).toBe("x''y");
  });

  it('supports default, escape_result and add_to_cache_keys', () => {
    const r = createTemplateRenderer({ urlParams: { q: "a'b" } });
    expect(
      r.render(
        "{{ url_param('missing', 'dflt') }}|{{ url_param('missing') }}|{{ url_param('q', escape_result=False) }}|{{ url_param('q', add_to_cache_keys=False) }}",
        'WHERE',
      ),
    ).toBe("dflt|None|a'b|a''b");
    expect(r.extraCacheKeys).toEqual(['dflt', null, "a'b"]);
  });

  it("uses the engine's literal escaping (MySQL doubles backslashes)", () => {
    const quoteString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
    expect(render("{{ url_param('p') }}", { urlParams: { p: "a\\'" }, quoteString })).toBe(
      "a\\\\''",
    );
  });

  it('complains about a missing or unknown argument', () => {
    expect(errorOf(() => render('{{ url_param() }}')).message).toBe(
      "Error in jinja expression in WHERE clause: url_param() missing required argument: 'param'",
    );
    expect(errorOf(() => render("{{ url_param('a', foo=1) }}")).message).toBe(
      "Error in jinja expression in WHERE clause: url_param() got an unexpected keyword argument 'foo'",
    );
  });
});

describe('current user macros', () => {
  const user = { id: 7, username: 'alice', email: 'alice@example.com', roles: ['Admin', 'Gamma'] };

  it('return the user and record each value as a cache key', () => {
    const r = createTemplateRenderer({ user });
    expect(
      r.render(
        '{{ current_user_id() }} {{ current_username() }} {{ current_user_email() }} {{ current_user_roles() }}',
        'RLS',
      ),
    ).toBe("7 alice alice@example.com ['Admin', 'Gamma']");
    expect(r.extraCacheKeys).toEqual([7, 'alice', 'alice@example.com', '["Admin","Gamma"]']);
  });

  it('honour add_to_cache_keys=False', () => {
    const r = createTemplateRenderer({ user });
    expect(
      r.render(
        '{{ current_user_id(False) }} {{ current_username(add_to_cache_keys=False) }}',
        'RLS',
      ),
    ).toBe('7 alice');
    expect(r.extraCacheKeys).toEqual([]);
  });

  it('return None without a user and record nothing', () => {
    const r = createTemplateRenderer({});
    expect(
      r.render(
        '{{ current_user_id() }} {{ current_username() }} {{ current_user_email() }} {{ current_user_roles() }}',
        'RLS',
      ),
    ).toBe('None None None None');
    expect(r.extraCacheKeys).toEqual([]);
  });

  it('cache_key_wrapper and current_user_rls_rules record their values', () => {
    const r = createTemplateRenderer({ userRlsRules: ["region = 'EU'"] });
    expect(r.render("{{ cache_key_wrapper('k1') }} {{ current_user_rls_rules() }}", 'WHERE')).toBe(
      'k1 ["region = \'EU\'"]',
    );
    expect(r.extraCacheKeys).toEqual(['k1', '["region = \'EU\'"]']);
  });
});
