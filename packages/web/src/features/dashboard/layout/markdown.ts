import DOMPurify, { type Config } from 'dompurify';
import { marked } from 'marked';

/**
 * The tags a dashboard markdown block may keep: GitHub's sanitisation schema, which Superset's
 * SafeMarkdown applies by default, without `input` (GitHub keeps it for task-list boxes). Anything
 * interactive or embedding (form, input, button, select, textarea, script, iframe, object, embed,
 * style, link, meta, svg) is dropped, so a block cannot pose as a login form or run code.
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'div',
  'span',
  'b',
  'i',
  'strong',
  'em',
  'a',
  'pre',
  'code',
  'img',
  'tt',
  'ins',
  'del',
  's',
  'strike',
  'sup',
  'sub',
  'ol',
  'ul',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'blockquote',
  'q',
  'dl',
  'dt',
  'dd',
  'kbd',
  'samp',
  'var',
  'ruby',
  'rt',
  'rp',
  'summary',
  'details',
  'figure',
  'figcaption',
  'abbr',
  'bdo',
  'cite',
  'dfn',
  'mark',
  'small',
  'time',
  'wbr',
];

/**
 * Attributes kept: links, images and table layout. No `style` or `class` (a block could cover the
 * page or borrow the app's own widgets' look), no `id`/`name` (they clobber globals), no `on*`.
 */
const ALLOWED_ATTR = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'align',
  'colspan',
  'rowspan',
  'start',
  'reversed',
  'datetime',
  'open',
  'lang',
  'dir',
  'cite',
];

/** http(s), mailto and tel links, and relative ones; never javascript:, data: or vbscript:. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Markdown rendered to HTML, then cut down to the allow-list above before it reaches the page. */
export function renderMarkdown(code: string): string {
  const html = marked.parse(code, { async: false });
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}
