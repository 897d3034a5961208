// Renders the document with React's Web-streams renderer, on Node and on a Workers runtime alike.
// React 18.3's Node renderer (renderToPipeableStream) is not used: it copies strings into 2 KB views
// and writes a full view when a multi-byte character does not fit its end, which leaves NUL bytes
// in pages beside `€`, `ü` or `“` (facebook/react#31134; server/react-stream.test.ts). The project
// patched react-dom for that until React Router 7 (docs/decisions/0035); no patch is kept.
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';

export interface RenderOptions {
  nonce: string;
  signal: AbortSignal;
  onError: (error: unknown) => void;
}

export interface RenderedDocument {
  body: ReadableStream<Uint8Array>;
  /** Settles when every Suspense boundary has rendered. */
  allReady: Promise<void>;
}

export async function renderDocument(element: ReactNode, options: RenderOptions): Promise<RenderedDocument> {
  // React 19.2+ writes a finished Suspense boundary of more than 500 bytes after the rest of the page once ~12.8 KB
  // have gone out (`progressiveChunkSize`), hidden, with an inline script that moves it into place. Without
  // JavaScript it would stay hidden: the reviews, the footer, the cookie bar, the 404 text — every deferred part
  // (components/ui/deferred.tsx). The shop works without JavaScript, so a finished boundary is always written in place.
  const body = await renderToReadableStream(element, { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY });
  return { body, allReady: body.allReady };
}
