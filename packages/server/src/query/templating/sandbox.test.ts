import { describe, expect, it } from 'vitest';
import { TemplateError, type TemplateWhere } from './template-error.ts';
import { createTemplateRenderer } from './template-renderer.ts';

const render = (text: string, where: TemplateWhere = 'WHERE') =>
  createTemplateRenderer({
    templateParams: { obj: { a: 1 }, items: [1, 2] },
    contextAddons: { fn: () => 'ok' },
  }).render(text, where);

function failure(text: string): string {
  try {
    const out = render(text);
    return `rendered: ${out}`;
  } catch (err) {
    expect(err).toBeInstanceOf(TemplateError);
    return (err as TemplateError).message;
  }
}

// Classic escapes from Jinja and nunjucks sandboxes: each must end in a template error, never in code.
const payloads: [string, string][] = [
  [
    '{{ range.constructor("return process")() }}',
    "Access to attribute 'constructor' is not allowed",
  ],
  [
    '{{ range.constructor.constructor("return process")() }}',
    "Access to attribute 'constructor' is not allowed",
  ],
  [
    "{{ range['constructor']('return process')() }}",
    "Access to attribute 'constructor' is not allowed",
  ],
  [
    "{{ range['constr' ~ 'uctor']('return process')() }}",
    "Access to attribute 'constructor' is not allowed",
  ],
  [
    "{% set k = 'constructor' %}{{ cycler[k] }}",
    "Access to attribute 'constructor' is not allowed",
  ],
  ['{{ cycler.__init__ }}', "Access to attribute '__init__' is not allowed"],
  ['{{ cycler.__init__.__globals__.os }}', "Access to attribute '__globals__' is not allowed"],
  ['{{ joiner.__proto__ }}', "Access to attribute '__proto__' is not allowed"],
  ["{{ ''.__class__.__mro__ }}", "Access to attribute '__mro__' is not allowed"],
  ['{{ obj.__lookupGetter__ }}', "Access to attribute '__lookupGetter__' is not allowed"],
  ['{{ items.map.prototype }}', "Access to attribute 'prototype' is not allowed"],
  ['{{ fn.caller }}', "Access to attribute 'caller' is not allowed"],
  ['{{ constructor }}', "Access to 'constructor' is not allowed"],
  ['{{ constructor.getPrototypeOf(range) }}', "Access to 'constructor' is not allowed"],
  ['{{ __proto__ }}', "Access to '__proto__' is not allowed"],
  ["{% set x = {'__proto__': range} %}{{ x.name }}", "Dict key '__proto__' is not allowed"],
  ["{{ obj['\\\\'] }}", "Access to attribute '\\' is not allowed"],
  ['{{ obj["a\\"b"]() }}', "Access to attribute 'a\"b' is not allowed"],
  ["{% include '/etc/passwd' %}", 'Template tag include is not allowed'],
  ["{% import 'x' as y %}", 'Template tag import is not allowed'],
  ["{% extends 'x' %}", 'Template tag extends is not allowed'],
  [
    "{{ [range] | map(attribute='constructor') }}",
    "Access to attribute 'constructor' is not allowed",
  ],
  ["{{ [range] | map('constructor') }}", "Access to filter 'constructor' is not allowed"],
  ["{{ ['lookup'] | select('__defineGetter__', range) }}", 'test not found: __defineGetter__'],
  ["{{ items | select('constructor') }}", 'test not found: constructor'],
  ["{{ items | map('toString') }}", 'filter not found: toString'],
  [
    '{{ range(1000000) | length }}',
    'Range too big. The sandbox blocks ranges larger than MAX_RANGE (100000).',
  ],
];

describe('template sandbox', () => {
  it.each(payloads)('%s is refused', (payload, reason) => {
    const message = failure(payload);
    expect(message.startsWith(`Error in jinja expression in WHERE clause: ${reason}`)).toBe(true);
  });

  it('keeps JavaScript globals out of reach', () => {
    expect(render('{{ process }} {{ require }} {{ globalThis }} {{ this }} {{ Function }}')).toBe(
      '{{ process }} {{ require }} {{ globalThis }} {{ this }} {{ Function }}',
    );
  });

  it('still renders harmless attribute access and calls', () => {
    expect(
      render('{{ obj.a }} {{ items[1] }} {{ fn() }} {{ range(3) | list }} {{ items | length }}'),
    ).toBe('1 2 ok [0, 1, 2] 2');
    expect(render('{% for i in range(2) %}{{ loop.index }}{% endfor %}')).toBe('12');
    expect(render("{% macro q(v) %}'{{ v }}'{% endmacro %}{{ q(1) }}")).toBe("'1'");
    expect(render("{{ items | select('odd') | list }} {{ ['a'] | map('upper') | list }}")).toBe(
      "[1] ['A']",
    );
  });

  it('names where the template failed', () => {
    const cases: [TemplateWhere, string][] = [
      ['virtual dataset', 'Error while rendering virtual dataset query: '],
      ['WHERE', 'Error in jinja expression in WHERE clause: '],
      ['HAVING', 'Error in jinja expression in HAVING clause: '],
      ['column', 'Error in jinja expression in column expression: '],
      ['metric', 'Error in jinja expression in metric expression: '],
      ['RLS', 'Error in jinja expression in RLS filters: '],
      ['fetch values predicate', 'Error in jinja expression in fetch values predicate: '],
    ];
    for (const [where, prefix] of cases) {
      let caught: unknown;
      try {
        render('{{ range.constructor }}', where);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(TemplateError);
      const err = caught as TemplateError;
      expect(err.message).toBe(
        `${prefix}Access to attribute 'constructor' is not allowed (line 1, column 9)`,
      );
      expect(err.status).toBe(400);
      expect(err.errorType).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
      expect(err.toBody()).toEqual({ message: err.message });
    }
  });

  it('reports syntax errors', () => {
    expect(failure('{{ x')).toBe(
      'Error in jinja expression in WHERE clause: expected variable end',
    );
    expect(failure('{% if x %}')).toBe(
      'Error in jinja expression in WHERE clause: parseIf: expected elif, else, or endif, got end of file',
    );
    expect(failure('{{ nope() }}')).toBe(
      'Error in jinja expression in WHERE clause: Unable to call `nope`, which is undefined or falsey',
    );
  });
});
