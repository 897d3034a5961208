// The Node build's document renderer (aliased over app/lib/render-document.ts in vite.config.ts):
// React's Node renderer (renderToPipeableStream), piped into a Web ReadableStream so entry.server
// stays the same on both targets. React never reuses a chunk after writing it, so chunks are passed
// on without copying, one per flush.
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { RenderedDocument, RenderOptions } from '../app/lib/render-document';

export function renderDocument(element: ReactNode, { nonce, signal, onError }: RenderOptions): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    let markAllReady!: () => void;
    let failAllReady!: (error: unknown) => void;
    const allReady = new Promise<void>((ok, fail) => {
      markAllReady = ok;
      failAllReady = fail;
    });
    allReady.catch(() => {});
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let closed = false;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
      cancel(reason) {
        closed = true;
        stream.abort(reason);
      },
    });
    // What React writes before it calls flush() goes on as one chunk, so what follows (gzip with a
    // sync flush per chunk, the socket) does its per-chunk work once per flush. The patched renderer
    // writes one buffer per flush already; unpatched it writes ~30 2 KB views per page (ADR 0025).
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const passOn = () => {
      if (pending.length === 0 || closed) return;
      const chunks = pending;
      pending = [];
      if (chunks.length === 1) controller.enqueue(chunks[0]!);
      else {
        const joined = new Uint8Array(pendingBytes);
        let at = 0;
        for (const chunk of chunks) {
          joined.set(chunk, at);
          at += chunk.byteLength;
        }
        controller.enqueue(joined);
      }
      pendingBytes = 0;
    };
    // The part of a Node Writable that React's renderer uses.
    const destination = {
      write(chunk: Uint8Array) {
        if (closed) return true;
        // React 18 calls flush() after each batch; the microtask is only a safety net.
        if (pending.length === 0) queueMicrotask(passOn);
        pending.push(chunk);
        pendingBytes += chunk.byteLength;
        return true;
      },
      flush: passOn,
      end() {
        if (closed) return;
        passOn();
        closed = true;
        controller.close();
      },
      destroy(error?: unknown) {
        if (closed) return;
        closed = true;
        controller.error(error);
      },
      on() {
        return destination;
      },
    };
    const stream = renderToPipeableStream(element, {
      nonce,
      onShellReady() {
        stream.pipe(destination as unknown as NodeJS.WritableStream);
        resolve({ body, allReady });
      },
      onShellError(error) {
        reject(error);
        failAllReady(error);
      },
      onAllReady() {
        markAllReady();
      },
      onError,
    });
    if (signal.aborted) stream.abort(signal.reason);
    else signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}
