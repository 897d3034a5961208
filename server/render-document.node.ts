// The Node build's document renderer (aliased over app/lib/render-document.ts in vite.config.ts):
// React's Node renderer (renderToPipeableStream), piped into a Web ReadableStream so entry.server
// stays the same on both targets. The patched renderer (patches/react-dom+*.patch, ADR 0025) writes
// one buffer per flush, never reused, so each is passed on as it is: gzip and the socket see ~3
// chunks per page.
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
    // The part of a Node Writable that React's renderer uses.
    const destination = {
      write(chunk: Uint8Array) {
        if (!closed) controller.enqueue(chunk);
        return true;
      },
      end() {
        if (closed) return;
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
