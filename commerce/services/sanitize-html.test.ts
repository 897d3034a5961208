import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the markup of a text page', () => {
    const html = '<h2 id="contactformulier">Kop</h2><p>Bel <a href="tel:+31201234567">ons</a> of <strong>mail</strong>.</p><ul><li>Een</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content, and event handlers', () => {
    expect(sanitizeHtml('<p onmouseover="x()">a</p><script>alert(1)</script><style>p{}</style><iframe src="//e"></iframe><svg><script>1</script></svg>b')).toBe('<p>a</p>b');
    expect(sanitizeHtml('<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok')).toBe('ok');
  });

  it('removes unsafe link targets, however they are spelled', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'jav&#x61;script:x', '&#106;avascript:x', 'data:text/html,x', 'vbscript:x', '//evil.example']) {
      expect(isSafeUrl(href), href).toBe(false);
    }
    for (const href of ['/service/', '#kop', 'https://example.nl', 'mailto:a@b.nl', 'tel:+31201234567', 'shipping-returns/']) {
      expect(isSafeUrl(href), href).toBe(true);
    }
    expect(sanitizeHtml('<a href="https://example.nl" target="_blank">x</a>')).toBe('<a href="https://example.nl" rel="noopener noreferrer">x</a>');
  });

  it('escapes stray angle brackets and closes what was left open, ignoring stray closing tags', () => {
    expect(sanitizeHtml('1 < 2 and <p>open <em>it')).toBe('1 &lt; 2 and <p>open <em>it</em></p>');
    expect(sanitizeHtml('</div></p>text<!-- comment -->')).toBe('text');
    expect(sanitizeHtml('<img src="x" alt="a&quot;b" onerror="y">')).toBe('<img src="x" alt="a&quot;b">');
  });
});

// Product descriptions go through the same sanitiser (services/product-detail.ts).

describe('sanitizeHtml on product descriptions', () => {
  it('keeps the tags of a product description and drops their attributes', () => {
    expect(sanitizeHtml('<p class="x" onclick="evil()"><strong>Dekbed</strong> van &amp; voor jou</p><ul><li>Wasbaar</li></ul>')).toBe(
      '<p><strong>Dekbed</strong> van &amp; voor jou</p><ul><li>Wasbaar</li></ul>',
    );
  });
  it('removes scripts, styles and other active content with what is inside them', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><svg onload=x><g/></svg><!-- c -->b')).toBe('<p>a</p>b');
  });
  it('keeps only safe links', () => {
    expect(sanitizeHtml('<a href="/service/">s</a><a href="javascript:alert(1)">x</a><a href="//evil.example">y</a>')).toBe(
      '<a href="/service/">s</a><a>x</a><a>y</a>',
    );
  });
  it('escapes stray brackets and ampersands, drops event handlers and closes what was left open', () => {
    expect(sanitizeHtml('<p>1 < 2 & "3" <img src=x onerror=alert(1)><em>open')).toBe('<p>1 &lt; 2 &amp; "3" <img src="x"><em>open</em></p>');
  });
});
