import { describe, expect, it } from 'vitest';
import { safeMarkdown } from './chart-serialize.ts';

describe('safeMarkdown (description_markeddown)', () => {
  it('renders markdown: paragraphs, bold, emphasis, links, lists, headings, code', () => {
    expect(safeMarkdown('Per **region**')).toBe('<p>Per <strong>region</strong></p>');
    expect(
      safeMarkdown('# Title\n\nSee [docs](https://example.com/a?b=1 "Docs") and *this*.'),
    ).toBe(
      '<h1>Title</h1>\n<p>See <a href="https://example.com/a?b=1" title="Docs">docs</a> and <em>this</em>.</p>',
    );
    expect(safeMarkdown('- one\n- two\n\n1. first')).toBe(
      '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n</ol>',
    );
    expect(safeMarkdown('Use `SUM(x)`')).toBe('<p>Use <code>SUM(x)</code></p>');
    expect(safeMarkdown('![logo](/static/logo.png)')).toBe(
      '<p><img src="/static/logo.png" alt="logo" /></p>',
    );
    expect(safeMarkdown(null)).toBe('');
    expect(safeMarkdown('')).toBe('');
  });

  it('strips scripts, event handlers, forms, styles and javascript: URLs', () => {
    expect(safeMarkdown('a <script>alert(1)</script> b')).toBe('<p>a  b</p>');
    expect(safeMarkdown('<img src="x.png" onerror="alert(1)">')).toBe('<img src="x.png" />');
    expect(safeMarkdown('[click](javascript:alert(1))')).toBe('<p><a>click</a></p>');
    expect(safeMarkdown('<a href="JaVaScRiPt:alert(1)" onclick="x()">y</a>')).toBe(
      '<p><a>y</a></p>',
    );
    const form = safeMarkdown(
      '<form action="https://evil.example/"><input name="password"><button>Go</button></form>',
    );
    expect(form).not.toMatch(/<form|<input|<button|evil/);
    expect(form).toContain('Go');
    expect(
      safeMarkdown(
        '<div style="background:url(x)" class="c">t</div><iframe src="https://evil.example/"></iframe>',
      ),
    ).toBe('<div>t</div>');
    expect(safeMarkdown('<svg><script>alert(1)</script></svg><style>p{}</style>')).toBe('<p></p>');
  });
});
