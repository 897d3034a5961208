import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './seo.server';

describe('BreadcrumbList JSON-LD', () => {
  it('numbers the crumbs with absolute URLs', () => {
    const json = JSON.parse(
      breadcrumbJsonLd(
        [
          { title: 'Home', url: '/' },
          { title: 'Dekbedden', url: '/dekbed/' },
        ],
        'https://shop.nl',
      ),
    );
    expect(json['@type']).toBe('BreadcrumbList');
    expect(json.itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Dekbedden', item: 'https://shop.nl/dekbed/' });
  });
  it('cannot be closed by a title', () => {
    const text = breadcrumbJsonLd([{ title: '</script><script>alert(1)</script>', url: '/x/' }], 'https://shop.nl');
    expect(text).not.toContain('<');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});
