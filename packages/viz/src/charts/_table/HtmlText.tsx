import { sanitizeChartHtml } from '../../html/sanitize-html.ts';

const LOOKS_LIKE_HTML = /<[a-z][\s\S]*>/i;

/** Text, or sanitised HTML when allowed and the text contains markup (`allow_render_html`). */
export function HtmlText({ text, allowHtml }: { text: string; allowHtml: boolean }) {
  if (!allowHtml || !LOOKS_LIKE_HTML.test(text)) return <>{text}</>;
  return <span dangerouslySetInnerHTML={{ __html: sanitizeChartHtml(text) }} />;
}
