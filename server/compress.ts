// Pages and data answers gzipped for clients that accept it (docs/decisions/0028: an overview is ~150 KB of HTML,
// ~15 KB gzipped; a CDN or proxy in front may do this instead). The answer's body goes from the
// renderer's stream through zlib straight into the Node response: no Web-stream copies of the
// compressed bytes and no wait for a second chunk in the adapter (docs/decisions/0026). Every chunk
// is flushed as it comes, so streamed documents keep streaming; a client that leaves cancels the
// body, down to React.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants as zlibConstants, createGzip } from 'node:zlib';

const COMPRESSIBLE_TYPE = /^(text\/(html|plain|x-script|css)|application\/(json|xml|javascript))\b/;
/** zlib's default level: level 4 would save ~0.3 ms of CPU per product page for ~4% more bytes. */
const GZIP_LEVEL = 6;

/** Whether `response` is sent gzipped to a client that sent `acceptEncoding`. */
export function shouldGzip(
  response: Response,
  acceptEncoding: string | undefined,
): response is Response & { body: ReadableStream<Uint8Array> } {
  if (!response.body || response.headers.has('Content-Encoding') || !/\bgzip\b/.test(acceptEncoding ?? '')) return false;
  return COMPRESSIBLE_TYPE.test(response.headers.get('Content-Type') ?? '');
}

/** The answer's headers for Node, with Content-Encoding and Vary for the gzipped body. */
function gzippedHeaders(headers: Headers): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') out[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  out['content-encoding'] = 'gzip';
  out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
  return out;
}

/**
 * Writes `response` gzipped to `outgoing` and returns once it is on its way; the body keeps flowing
 * after that. Back-pressure holds: the body is read only as fast as zlib and the socket take it.
 */
export function sendGzipped(response: Response & { body: ReadableStream<Uint8Array> }, outgoing: ServerResponse): void {
  const headers = gzippedHeaders(response.headers);
  // An empty status text would leave the status line without its reason phrase; Node supplies it.
  if (response.statusText) outgoing.writeHead(response.status, response.statusText, headers);
  else outgoing.writeHead(response.status, headers);
  const gzip = createGzip({ level: GZIP_LEVEL, flush: zlibConstants.Z_SYNC_FLUSH });
  gzip.pipe(outgoing);
  const reader = response.body.getReader();
  let finished = false;
  const stop = () => {
    if (finished) return;
    finished = true;
    reader.cancel().catch(() => {});
    gzip.destroy();
  };
  // The client left (or the socket failed) before the end: stop rendering.
  outgoing.once('close', stop);
  gzip.on('error', () => {
    stop();
    outgoing.destroy();
  });
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        // Stopped meanwhile: the stream is destroyed already, there is nothing to end.
        if (finished) return;
        if (done) break;
        if (!gzip.write(value)) await drainedOrClosed(gzip);
      }
      finished = true;
      gzip.end();
    } catch (error) {
      // The body failed mid-way: the client sees a cut-off answer, as with any broken stream.
      finished = true;
      gzip.destroy();
      outgoing.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
}

function drainedOrClosed(stream: NodeJS.WritableStream & NodeJS.EventEmitter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
