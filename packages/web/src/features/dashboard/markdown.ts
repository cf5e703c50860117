import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Markdown rendered to HTML and sanitised (no scripts, no event handlers) before it reaches the page. */
export function renderMarkdown(code: string): string {
  const html = marked.parse(code, { async: false });
  return DOMPurify.sanitize(html);
}
