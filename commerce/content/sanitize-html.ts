// The allowlist HTML sanitiser for stored content (pages, blog posts, product descriptions), on the
// maintained `sanitize-html` (htmlparser2 underneath; docs/decisions/0041): the tags and attributes a
// text page needs survive, active content is dropped with everything inside it, other tags are
// dropped but keep their text, and links keep only safe targets. It runs in the API only (Node).
import sanitize from 'sanitize-html';

const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'blockquote',
  'img',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'figure',
  'figcaption',
];

/** Tags whose content is never text for the reader: dropped with everything inside. */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'frameset',
  'applet',
];

/** An id the page's own anchors can use (#kop): a letter, then letters, digits, _ or -. */
const SAFE_ID = /^[a-zA-Z][\w-]{0,60}$/;

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height'], th: ['scope'], '*': ['id'] },
  // Relative links and anchors, http(s), mailto and tel; javascript:, data:, vbscript: and the rest
  // are dropped however they are spelled (entities, case, control characters), as are '//host' links.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  transformTags: {
    // Links that leave the shop open without handing it the window; no other rel is taken over.
    a: (tagName, attribs) => {
      const { rel: _ignored, ...rest } = attribs;
      return { tagName, attribs: /^\s*https?:/i.test(rest.href ?? '') ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
    '*': (tagName, attribs) => {
      if (attribs.id === undefined || SAFE_ID.test(attribs.id)) return { tagName, attribs };
      const { id: _dropped, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

/**
 * sanitize-html ends void elements the XHTML way (`<img … />`); the shop's pages are HTML, where the
 * slash means nothing, and its content has always been written `<img …>`. Its output escapes `>` in
 * text and attribute values, so ` />` there can only end a tag.
 */
const XHTML_VOID_END = / \/>/g;

export function sanitizeHtml(input: string): string {
  return sanitize(input, OPTIONS).replace(XHTML_VOID_END, '>');
}

/** Whether a link target survives the sanitiser (relative, #anchor, http(s), mailto or tel). */
export function isSafeUrl(value: string): boolean {
  const link = sanitize(`<a href="${value.replace(/"/g, '&quot;')}">x</a>`, { ...OPTIONS, transformTags: {} });
  return /^<a href=/.test(link);
}
