import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, INSPIRATION } from '../db/seed/pages-editorial';
import { SERVICE_PAGES } from '../db/seed/pages-service';
import { TEXT_PAGES } from '../db/seed/pages-text';
import { isSafeUrl, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the markup of a text page', () => {
    const html =
      '<h2 id="contactformulier">Kop</h2><p>Bel <a href="tel:+31201234567">ons</a> of <strong>mail</strong>.</p><ul><li>Een</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content, and event handlers', () => {
    expect(
      sanitizeHtml(
        '<p onmouseover="x()">a</p><script>alert(1)</script><style>p{}</style><iframe src="//e"></iframe><svg><script>1</script></svg>b',
      ),
    ).toBe('<p>a</p>b');
    expect(sanitizeHtml('<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok')).toBe('ok');
  });

  it('removes unsafe link targets, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:x',
      '&#106;avascript:x',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
    ]) {
      expect(isSafeUrl(href), href).toBe(false);
    }
    for (const href of ['/service/', '#kop', 'https://example.nl', 'mailto:a@b.nl', 'tel:+31201234567', 'shipping-returns/']) {
      expect(isSafeUrl(href), href).toBe(true);
    }
    expect(sanitizeHtml('<a href="https://example.nl" target="_blank">x</a>')).toBe(
      '<a href="https://example.nl" rel="noopener noreferrer">x</a>',
    );
  });

  // sanitize-html turns a stray `</p>` into an empty paragraph, as browsers do; the regular-
  // expression sanitiser before it dropped the stray tag. Both render the same.
  it('escapes stray angle brackets and closes what was left open, ignoring stray closing tags', () => {
    expect(sanitizeHtml('1 < 2 and <p>open <em>it')).toBe('1 &lt; 2 and <p>open <em>it</em></p>');
    expect(sanitizeHtml('</div></p>text<!-- comment -->')).toBe('<p></p>text');
    expect(sanitizeHtml('<img src="x" alt="a&quot;b" onerror="y">')).toBe('<img src="x" alt="a&quot;b">');
  });
});

// Product descriptions go through the same sanitiser (commerce/catalog/product-detail.ts).

describe('sanitizeHtml on product descriptions', () => {
  it('keeps the tags of a product description and drops their attributes', () => {
    expect(sanitizeHtml('<p class="x" onclick="evil()"><strong>Dekbed</strong> van &amp; voor jou</p><ul><li>Wasbaar</li></ul>')).toBe(
      '<p><strong>Dekbed</strong> van &amp; voor jou</p><ul><li>Wasbaar</li></ul>',
    );
  });
  it('removes scripts, styles and other active content with what is inside them', () => {
    expect(
      sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><svg onload=x><g/></svg><!-- c -->b'),
    ).toBe('<p>a</p>b');
  });
  it('keeps only safe links', () => {
    expect(sanitizeHtml('<a href="/service/">s</a><a href="javascript:alert(1)">x</a><a href="//evil.example">y</a>')).toBe(
      '<a href="/service/">s</a><a>x</a><a>y</a>',
    );
  });
  it('escapes stray brackets and ampersands, drops event handlers and closes what was left open', () => {
    expect(sanitizeHtml('<p>1 < 2 & "3" <img src=x onerror=alert(1)><em>open')).toBe(
      '<p>1 &lt; 2 &amp; "3" <img src="x"><em>open</em></p>',
    );
  });
});

// The usual payloads (OWASP's XSS filter evasion cheat sheet, mutation XSS, PortSwigger's
// vectors). Whatever comes out may hold only allowed tags, no event handler, no style, and only
// safe link and image targets; and sanitising it again changes nothing.
const XSS_PAYLOADS = [
  // Raw-text elements inside SVG/MathML and end tags with a trailing slash: the bypass class fixed
  // in sanitize-html 2.17.6, which needs Node 22 (we run 2.17.5 on Node 20; DROP_WITH_CONTENT covers it).
  '<svg><textarea></textarea><img src=x onerror=alert(1)></svg>',
  '<math><xmp></xmp/><img src=x onerror=alert(1)></math>',
  '<textarea></textarea/><script>alert(1)</script>',
  '<xmp></xmp/><img src=x onerror=alert(1)>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><textarea><img src=x onerror=alert(1)></textarea></mtext></math>',
  '<p><xmp><p title="</xmp><img src=x onerror=alert(1)>"></p></xmp></p>',
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<scr<script>ipt>alert(1)</script>',
  '"><script>alert(1)</script>',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<a href="javas&#99;ript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href="&#14;javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="//evil.example/">x</a>',
  '<a href="\\\\evil.example/">x</a>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<form><button formaction=javascript:alert(1)>x</button></form>',
  '<details open ontoggle=alert(1)>',
  "<svg/onload=alert('XSS')>",
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="data:x,<script>alert(1)</script>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">x</DIV>',
  '<p style="x:expression(alert(1))">a</p>',
  '<xss style="behavior: url(x.htc);">x</xss>',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<img src="x',
  '<a href="javascript:alert(1)"',
  '<p id="x onclick=alert(1)">a</p>',
  '<p id="a" id="b" onclick="x">a</p>',
  '<h2 id="1; alert(1)">kop</h2>',
];

const ALLOWED = new Set([
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
]);

/** An attribute value as the browser reads it: entities decoded, control characters and spaces gone. */
function asBrowserReads(value: string): string {
  return (
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      // eslint-disable-next-line no-control-regex -- browsers drop control characters from a URL, and so does this reading
      .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
      .toLowerCase()
  );
}

/** A URL's scheme as the URL parser finds it: none (relative) unless it starts with a letter. */
function isSafeTarget(url: string): boolean {
  if (/^[/\\]{2}/.test(url)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url);
  return !scheme || ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!);
}

function problems(html: string): string[] {
  const found: string[] = [];
  for (const [, tag] of html.matchAll(/<\/?([a-zA-Z][^\s/>]*)/g)) if (!ALLOWED.has(tag!.toLowerCase())) found.push(`tag ${tag}`);
  for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    for (const [, name, value] of tag.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) {
      if (!['id', 'href', 'title', 'rel', 'src', 'alt', 'width', 'height', 'scope'].includes(name!)) found.push(`attribute ${name}`);
      if ((name === 'href' || name === 'src') && !isSafeTarget(asBrowserReads(value ?? ''))) found.push(`${name}=${value}`);
      if (name === 'id' && !/^[a-zA-Z][\w-]*$/.test(value ?? '')) found.push(`id=${value}`);
    }
  }
  return found;
}

describe('sanitizeHtml against the usual XSS payloads', () => {
  it.each(XSS_PAYLOADS)('%s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(problems(clean)).toEqual([]);
    expect(clean).not.toMatch(/<[^>]*\/>/); // void elements the HTML way, and no slash left to misread
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('catches what it is meant to catch (the checks above are not blind)', () => {
    expect(problems('<script>x</script>')).toContain('tag script');
    expect(problems('<p onclick="x">a</p>')).toContain('attribute onclick');
    expect(problems('<a href="jav&#x61;script:x">a</a>')).toHaveLength(1);
    expect(problems('<a href="//evil.example">a</a>')).toHaveLength(1);
    expect(problems('<img style="x" src="/a.svg">')).toEqual(['attribute style']);
  });
});

describe('sanitizeHtml on the content of the shop', () => {
  // The seed writes quotes in text as &quot;; sanitize-html writes them as they are. Same text.
  const sameMarkup = (html: string) => html.replace(/&quot;/g, '"');
  const pages = [...SERVICE_PAGES, ...BLOG_POSTS, ...INSPIRATION, ...TEXT_PAGES];

  it.each(pages.map((page) => [page.slug, page.bodyHtml]))('keeps page %s as it is', (_slug, body) => {
    expect(sameMarkup(sanitizeHtml(body))).toBe(sameMarkup(body));
  });
});
