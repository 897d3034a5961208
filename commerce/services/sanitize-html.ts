// An allowlist HTML sanitiser for product descriptions. The output is rebuilt tag by tag: only the
// tags below survive, without attributes (links keep a checked href), and any text is re-escaped,
// so a script, an event handler or a javascript: URL in a description can never reach the page.

const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a']);
const VOID = new Set(['br']);
/** Elements whose content is dropped along with the tags. */
const DROP_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'title']);

/** Escapes text, keeping entities that are already there (&amp; stays &amp;, a bare & becomes &amp;). */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function safeHref(attributes: string): string | null {
  const m = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const href = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim();
  // Only site-relative paths and http(s) links; no protocol-relative, javascript:, data: or entities.
  if (/^\/(?!\/)[^\s"'<>&]*$/.test(href) || /^https?:\/\/[^\s"'<>&]+$/i.test(href)) return href;
  return null;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let dropping: string | null = null;
  const tokens = html.split(/(<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>)/);
  for (const token of tokens) {
    if (token === '') continue;
    if (token.startsWith('<!--')) continue;
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>$/.exec(token);
    if (!tag) {
      if (!dropping) out += escapeText(token);
      continue;
    }
    const [, slash, rawName, attributes] = tag;
    const name = rawName!.toLowerCase();
    if (dropping) {
      if (slash && name === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!slash && !attributes!.trim().endsWith('/')) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!slash) out += `<${name}>`;
      continue;
    }
    if (slash) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close whatever was left open inside it, so the output stays well nested.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(attributes!);
      out += href ? `<a href="${href}" rel="nofollow noopener">` : '<a>';
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
