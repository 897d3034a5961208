// Renders the document with React's Web-streams renderer: what a Workers runtime runs. The Node
// build swaps this module for server/render-document.node.ts (vite.config.ts), which uses React's
// Node renderer: the same HTML with far less work per byte (strings are encoded into 2 KB chunks
// instead of one TextEncoder call per string).
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
  const body = await renderToReadableStream(element, options);
  return { body, allReady: body.allReady };
}
