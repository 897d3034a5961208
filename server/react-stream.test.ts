// React's Node stream renderer as the shop runs it (patches/react-dom+*.patch, docs/decisions/0025):
// a batch of output is kept as one string and encoded once. Unpatched, React 18.3 filled 2 KB views
// per string and wrote a full view even when a multi-byte character did not fit its end, which left
// NUL bytes in pages (react/react#31134). Both builds are patched; the server runs the production one.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document.node';

const require = createRequire(import.meta.url);
// The builds' files by path (react-dom's exports pick one by NODE_ENV).
const buildFile = (name: string) => path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs', `react-dom-server.node.${name}.js`);
type PipeableRenderer = typeof import('react-dom/server').renderToPipeableStream;
const builds: Array<[string, PipeableRenderer]> = [
  ['production', require(buildFile('production.min')).renderToPipeableStream],
  ['development', require(buildFile('development')).renderToPipeableStream],
];

/** Renders to bytes the way the shop's destination receives them; resolves with every write. */
function render(renderer: PipeableRenderer, element: ReactNode): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const writes: Uint8Array[] = [];
    const destination = {
      write: (chunk: Uint8Array) => writes.push(chunk) > 0,
      end: () => resolve(writes),
      destroy: reject,
      on: () => destination,
    };
    const stream = renderer(element, { onAllReady: () => stream.pipe(destination as unknown as NodeJS.WritableStream), onShellError: reject });
  });
}

// Long Dutch text with multi-byte characters at every offset, so 2 KB boundaries fall inside them.
const words = Array.from({ length: 900 }, (_, i) => `${'a'.repeat(i % 7)}€ “ü”`);
const page = createElement('main', null, ...words.map((word, i) => createElement('p', { key: i, title: word }, word)));

describe('React stream output (patched)', () => {
  for (const [name, renderer] of builds) {
    it(`${name} build: multi-byte text survives whole, with no NUL bytes`, async () => {
      const writes = await render(renderer, page);
      // One buffer per flush (server/render-document.node.ts passes each on as one chunk).
      expect(writes).toHaveLength(1);
      const html = Buffer.concat(writes).toString('utf8');
      expect(html).not.toContain('\0');
      expect(html).not.toContain('\uFFFD');
      for (const word of words) expect(html).toContain(`<p title="${word}">${word}</p>`);
    });
  }

  it('the production build the server loads is the patched one', async () => {
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(buildFile('production.min'), 'utf8')).toContain('szDecoder');
  });

  it('the shell streams before a suspended part, which follows when it resolves', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let ready = false;
    function Late() {
      if (!ready) throw gate.then(() => (ready = true));
      return createElement('p', null, 'Later geladen: €');
    }
    const controller = new AbortController();
    const { body, allReady } = await renderDocument(
      createElement('div', null, createElement('h1', null, 'Dekbedden €'), createElement(Suspense, { fallback: createElement('span', null, 'Laden…') }, createElement(Late))),
      { nonce: 'n0nce', signal: controller.signal, onError: () => {} },
    );
    const reader = body.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('<h1>Dekbedden €</h1>');
    expect(first).toContain('Laden…');
    expect(first).not.toContain('Later geladen');
    release();
    await allReady;
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += new TextDecoder().decode(part.value);
    expect(rest).toContain('Later geladen: €');
    expect(rest).toContain('nonce="n0nce"');
  });
});
