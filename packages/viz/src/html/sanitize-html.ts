import DOMPurify, { type Config } from 'dompurify';

/**
 * HTML a chart author wrote (handlebars templates, table cells with `allow_render_html`) keeps its
 * layout and styling (`class`, `style` stay, as in Superset), but nothing interactive: a chart must
 * not be able to pose as a login form or a button that posts elsewhere, nor embed other pages.
 * DOMPurify already removes scripts, `on*` handlers and `javascript:` URLs.
 */
const FORBID_TAGS = [
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'fieldset',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'link',
  'meta',
];

const CONFIG: Config = {
  FORBID_TAGS,
  FORBID_ATTR: ['formaction', 'action', 'autofocus'],
  ALLOW_DATA_ATTR: false,
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Chart-authored HTML cut down for the page; without a DOM (Node) the markup is escaped instead. */
export function sanitizeChartHtml(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}
