// The low-priority module links (issue 37) and what the attack review of 2026-11-29 checked against them.
import { renderToStaticMarkup } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LowPriorityModulePreloads, modulePreloads } from './module-preloads';

type Context = Pick<EntryContext, 'manifest' | 'staticHandlerContext'>;

function context(sri?: Record<string, string> | true): Context {
  return {
    manifest: {
      entry: { module: '/assets/entry.client-a.js', imports: ['/assets/chunk-b.js'] },
      routes: {
        root: { id: 'root', module: '/assets/root-c.js', imports: ['/assets/chunk-b.js'] },
        product: { id: 'product', parentId: 'root', module: '/assets/product-d.js', clientLoaderModule: '/assets/product-e.js' },
        beheer: { id: 'beheer', parentId: 'root', module: '/assets/beheer-f.js' },
      },
      ...(sri === undefined ? {} : { sri }),
    },
    staticHandlerContext: { matches: [{ route: { id: 'root' } }, { route: { id: 'product' } }] },
  } as unknown as Context;
}

// A whole document, as entry.server.tsx renders it: React writes the preloads into its head.
const render = (c: Context) =>
  renderToStaticMarkup(
    <LowPriorityModulePreloads links={modulePreloads(c)} nonce="n0nce">
      <html lang="nl">
        <head />
        <body>
          <p>Slaapzaak</p>
        </body>
      </html>
    </LowPriorityModulePreloads>,
  );

describe('low-priority module links', () => {
  it("lists the entry's and the matched routes' modules once each, never another route's", () => {
    expect(modulePreloads(context()).map((l) => l.href)).toEqual([
      '/assets/entry.client-a.js',
      '/assets/chunk-b.js',
      '/assets/root-c.js',
      '/assets/product-d.js',
      '/assets/product-e.js',
    ]);
    const html = render(context());
    expect(html).not.toContain('beheer');
    // The app is the wrapper's only child: its markup follows unchanged.
    expect(html).toContain('<body><p>Slaapzaak</p></body>');
    expect(html.match(/<link /g)).toHaveLength(5);
    expect(html).toContain('<link rel="modulepreload" href="/assets/root-c.js" nonce="n0nce" fetchPriority="low"/>');
  });

  it('carries the integrity hash of a build with subresource integrity, as React Router does', () => {
    // Rendered before React Router's links, they fill the browser's module map: without the hash a changed
    // module would be run unchecked, and the later links with the hash would reuse it.
    const sri = Object.fromEntries(modulePreloads(context()).map(({ href }) => [href, `sha384-${Buffer.from(href).toString('base64')}`]));
    const html = render(context(sri));
    for (const [href, hash] of Object.entries(sri))
      expect(html).toContain(`href="${href}" integrity="${hash}" nonce="n0nce" fetchPriority="low"`);
    // `sri: true` (hashes in an import map only) or none: no integrity attribute.
    expect(render(context(true))).not.toContain('integrity');
    expect(render(context())).not.toContain('integrity');
  });
});
