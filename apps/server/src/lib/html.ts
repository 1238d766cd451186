import sanitize from 'sanitize-html';

/**
 * HTML that comes from the database is cleaned when it is written (and again when shown): FAQ answers, operator
 * messages. No scripts, no event handlers, no styles; links only to http(s) and mailto, opened safely.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'h5',
    'blockquote',
    'code',
    'pre',
    'hr',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** Text as HTML text or a quoted attribute's value. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** A user's plain text as HTML: escaped, one paragraph per blank-line block, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
