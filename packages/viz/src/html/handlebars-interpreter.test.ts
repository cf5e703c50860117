import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { renderHandlebars } from './handlebars-interpreter.ts';
import { HANDLEBARS_HELPERS } from '../charts/handlebars/transform-props.ts';

const compiled = Handlebars.create();
compiled.registerHelper(HANDLEBARS_HELPERS);

const context = {
  data: [
    { name: 'Ann <b>', sales: 1200.5, region: 'EMEA', tags: ['a', 'b'], ok: true, zero: 0 },
    { name: 'Bo', sales: 0, region: 'APAC', tags: [], ok: false, zero: 0 },
    { name: 'Cy', sales: 80, region: 'EMEA', tags: ['c'], ok: null, zero: 0 },
  ],
  meta: { title: 'Sales', nested: { deep: 'x' } },
};

/** Templates a chart writes; each must render exactly as Handlebars' compiled template does. */
const TEMPLATES = [
  '<ul>{{#each data}}<li>{{name}}: {{sales}}</li>{{/each}}</ul>',
  '{{#each data as |row i|}}{{i}}={{row.region}} {{/each}}',
  '{{#each meta}}{{@key}}:{{this}};{{/each}}',
  '{{#each data}}{{#if ok}}Y{{else if sales}}S{{else}}N{{/if}}{{/each}}',
  '{{#each data}}{{#if zero includeZero=true}}z{{/if}}{{#if zero}}nz{{/if}}{{/each}}',
  '{{#with meta}}{{title}} {{nested.deep}} {{../data.length}}{{/with}}',
  '{{#each data}}{{../meta.title}}-{{name}} {{/each}}',
  '{{{data.0.name}}} {{data.0.name}}',
  '{{#each data}}{{#each tags}}[{{this}} of {{../name}}]{{else}}(none){{/each}}{{/each}}',
  '{{lookup meta "title"}} {{lookup data.[1] "region"}}',
  '{{#if (gt data.0.sales 1000)}}big{{/if}} {{formatNumber data.0.sales}} {{uppercase meta.title}}',
  '{{#each data}}{{#if (eq region "EMEA")}}{{name}}{{/if}}{{/each}}',
  '{{join data.0.tags ", "}} {{dateFormat 0 format="YYYY-MM-DD"}}',
  '{{#group data by="region"}}{{value}}:{{items.length}} {{/group}}',
  '{{! a comment }}{{#data}}{{name}}{{/data}}{{#meta}}{{title}}{{/meta}}{{^missing}}inv{{/missing}}',
  '{{missing}}|{{meta.missing.deep}}|{{data.0.constructor}}|{{meta.__proto__}}',
  '<p>\n  {{#each data}}\n    {{name}}\n  {{/each}}\n</p>',
  '{{#each data}}{{~name~}} {{/each}}',
  '{{@root.meta.title}}{{#each data}}{{@root.meta.title}}{{/each}}',
];

describe('interpreted Handlebars templates', () => {
  it.each(TEMPLATES)('renders %s as the compiled template does', (template) => {
    const expected = compiled.compile(template)(context);
    expect(renderHandlebars(template, context, HANDLEBARS_HELPERS)).toBe(expected);
  });

  it('gives each iteration its @index, @first and @last, as plain Handlebars does', () => {
    const template =
      '{{#each data}}{{@index}}/{{@first}}/{{@last}} {{this.name}}{{#unless @last}}, {{/unless}}{{/each}}';
    expect(renderHandlebars(template, context, {})).toBe(Handlebars.compile(template)(context));
    expect(renderHandlebars(template, context, {})).toBe(
      '0/true/false Ann &lt;b&gt;, 1/false/false Bo, 2/false/true Cy',
    );
  });

  it('names a missing helper and refuses partials', () => {
    expect(() => renderHandlebars('{{nope 1}}', context, {})).toThrow('Missing helper: "nope"');
    expect(() => renderHandlebars('{{> card}}', context, {})).toThrow(/not supported/);
  });

  it('never runs generated code (works with eval and Function disabled)', () => {
    const realFunction = globalThis.Function;
    const realEval = globalThis.eval;
    globalThis.Function = (() => {
      throw new Error('Function blocked');
    }) as unknown as FunctionConstructor;
    globalThis.eval = () => {
      throw new Error('eval blocked');
    };
    try {
      expect(renderHandlebars(TEMPLATES[0], context, HANDLEBARS_HELPERS)).toContain(
        'Ann &lt;b&gt;',
      );
    } finally {
      globalThis.Function = realFunction;
      globalThis.eval = realEval;
    }
  });
});
