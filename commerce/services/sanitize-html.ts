// An allowlist HTML sanitiser for stored content (pages, blog posts): the tags and attributes a
// text page needs survive, everything else is dropped or shown as text. Pure string code, so it
// runs in the API and, if ever needed, on an edge runtime; no DOM and no dependency.

const ALLOWED_TAGS = new Set([
  'p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'blockquote', 'img', 'span',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'figure', 'figcaption',
]);
const VOID_TAGS = new Set(['br', 'img', 'hr']);
/** Tags whose content is never text for the reader: dropped with everything inside. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'select', 'svg', 'math']);
const ALLOWED_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'width', 'height']),
  th: new Set(['scope']),
};
const GLOBAL_ATTRS = new Set(['id']);
const URL_ATTRS = new Set(['href', 'src']);

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/;
const ATTR = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Escapes text; entities already written stay (&amp; stays &amp;), a bare & becomes &amp;. */
const escapeText = (s: string) =>
  s.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => s.replace(/&(?!(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Decodes the entities an attacker could use to hide `javascript:` in a URL. */
function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n');
}

/** Relative links, anchors, http(s), mailto and tel are safe; javascript:, data: and the rest are not. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:').
  const url = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (url.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url);
  if (!scheme) return true;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!);
}

function cleanAttributes(tag: string, raw: string): string {
  const allowed = ALLOWED_ATTRS[tag];
  let out = '';
  for (const match of raw.matchAll(ATTR)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!GLOBAL_ATTRS.has(name) && !allowed?.has(name)) continue;
    if (URL_ATTRS.has(name) && !isSafeUrl(value)) continue;
    if (name === 'id' && !/^[a-zA-Z][\w-]{0,60}$/.test(value)) continue;
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  // Links that leave the shop open without handing it the window.
  if (tag === 'a' && /\shref="https?:/i.test(out)) out += ' rel="noopener noreferrer"';
  return out;
}

export function sanitizeHtml(input: string): string {
  let out = '';
  let i = 0;
  const open: string[] = [];
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(input.slice(i));
      break;
    }
    out += escapeText(input.slice(i, lt));
    const rest = input.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      i = end === -1 ? input.length : lt + end + 3;
      continue;
    }
    const match = TAG.exec(rest);
    if (!match) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    const [whole, slash, rawName, attrs] = match;
    const name = rawName!.toLowerCase();
    i = lt + whole.length;
    if (DROP_WITH_CONTENT.has(name)) {
      if (!slash) {
        const close = new RegExp(`</${name}\\s*>`, 'i').exec(input.slice(i));
        i = close ? i + close.index + close[0].length : input.length;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (slash) {
      // Only close what was opened, so stray closing tags cannot unbalance the page around it.
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${name}${cleanAttributes(name, attrs ?? '')}>`;
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
