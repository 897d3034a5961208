// The document renderer the shop runs on Node and in the worker (app/lib/render-document.ts):
// React's Web-streams renderer. React 18.3's Node renderer left NUL bytes where a multi-byte
// character met the end of a 2 KB view (facebook/react#31134); the shop used a patched react-dom
// for that until docs/decisions/0035 and now renders without it. These tests hold the renderer in
// use to whole multi-byte text and to streaming.
import { createElement, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderDocument } from '../app/lib/render-document';

async function html(body: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
  return Buffer.concat(chunks).toString('utf8');
}

// Long Dutch text with multi-byte characters at every offset, so 2 KB boundaries fall inside them.
const words = Array.from({ length: 900 }, (_, i) => `${'a'.repeat(i % 7)}€ “ü”`);
const page = createElement('main', null, ...words.map((word, i) => createElement('p', { key: i, title: word }, word)));

describe("the shop's document renderer", () => {
  it('keeps multi-byte text whole, with no NUL bytes and no replacement characters', async () => {
    const { body, allReady } = await renderDocument(page, { nonce: 'n0nce', signal: new AbortController().signal, onError: () => {} });
    await allReady;
    const text = await html(body);
    expect(text).not.toContain('\0');
    expect(text).not.toContain('\uFFFD');
    for (const word of words) expect(text).toContain(`<p title="${word}">${word}</p>`);
  });

  it('streams the shell before a suspended part, which follows when it resolves', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let ready = false;
    function Late() {
      if (!ready) throw gate.then(() => (ready = true));
      return createElement('p', null, 'Later geladen: €');
    }
    const { body, allReady } = await renderDocument(
      createElement(
        'div',
        null,
        createElement('h1', null, 'Dekbedden €'),
        createElement(Suspense, { fallback: createElement('span', null, 'Laden…') }, createElement(Late)),
      ),
      { nonce: 'n0nce', signal: new AbortController().signal, onError: () => {} },
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

  it('stops when the request is aborted', async () => {
    function Never(): never {
      throw new Promise(() => {});
    }
    const controller = new AbortController();
    const errors: unknown[] = [];
    const { body, allReady } = await renderDocument(
      createElement('div', null, createElement(Suspense, { fallback: 'Laden…' }, createElement(Never))),
      {
        nonce: 'n',
        signal: controller.signal,
        onError: (error) => errors.push(error),
      },
    );
    controller.abort(new Error('weg'));
    await allReady.catch(() => {});
    await html(body).catch(() => '');
    expect(errors.length).toBeGreaterThan(0);
  });
});
