import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders headings and emphasis', () => {
    expect(renderMarkdown('# Sales\n\n**bold**')).toContain('<h1>Sales</h1>');
    expect(renderMarkdown('**bold**')).toContain('<strong>bold</strong>');
  });

  it('strips scripts and event handlers', () => {
    const html = renderMarkdown('<img src="x" onerror="alert(1)"><script>alert(2)</script>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<script');
    expect(html).toContain('<img src="x">');
  });
});
