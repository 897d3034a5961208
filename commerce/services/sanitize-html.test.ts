import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
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
      '<a href="/service/" rel="nofollow noopener">s</a><a>x</a><a>y</a>',
    );
  });
  it('escapes stray brackets and closes what was left open', () => {
    expect(sanitizeHtml('<p>1 < 2 & "3" <img src=x onerror=alert(1)><em>open')).toBe('<p>1 &lt; 2 &amp; &quot;3&quot; <em>open</em></p>');
  });
});
