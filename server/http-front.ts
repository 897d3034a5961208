// The Node HTTP server in front of everything (docs/decisions/0030): limits on what a
// request may carry, enforced before Hono, Remix or the commerce API read a byte of it.
// - URL over 8 KB: 414. Headers (with the request line) over 16 KB: 431 from Node itself.
// - Body over its limit (app/lib/request-limits.ts: forms 64 KB, JSON 256 KB, webhook 16 KB): a
//   declared Content-Length is refused at once, before the upload (also before `100 Continue`);
//   a chunked body is read up to the limit and cut off there. Either way 413 and the connection
//   closed, so the rest of the upload is never read.
// - A body within the limit is read here, whole, and handed on as the request's rawBody, which
//   @hono/node-server uses instead of the stream: nothing behind this front reads unbounded input.
// - Slow clients (slow loris): headers within 10 s, the whole request within 30 s.
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  bodyLimitFor,
  declaredLength,
  PAYLOAD_TOO_LARGE_TEXT,
  pathnameOf,
  URI_TOO_LONG_TEXT,
  URL_LENGTH_LIMIT,
} from '../app/lib/request-limits';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface FrontOptions {
  /** Time for the request line and headers (Node's headersTimeout). */
  headersTimeoutMs?: number;
  /** Time for the whole request, body included (Node's requestTimeout). */
  requestTimeoutMs?: number;
  /** How long a refused upload may keep its connection before it is cut. */
  lingerMs?: number;
  /** Told of every 413/414, for the request log (those requests never reach the app). */
  onRefuse?: (status: 413 | 414, req: IncomingMessage) => void;
}

/** Node's default, stated: cookies (session, cart, lists, consent) stay far below it. */
export const MAX_HEADER_SIZE = 16 * 1024;

/** An HTTP server that applies the request limits and then hands the request to `listener`. */
export function createShopServer(listener: Listener, options: FrontOptions = {}): Server {
  const headersTimeout = options.headersTimeoutMs ?? 10_000;
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const linger = options.lingerMs ?? 1_000;
  const onRefuse = options.onRefuse ?? (() => {});
  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_SIZE,
      headersTimeout,
      requestTimeout,
      // How often Node looks for requests over those times (30 s by default: too coarse).
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
    },
    (req, res) => front(req, res, listener, linger, onRefuse),
  );
  // `Expect: 100-continue`: a client that asks first is told 413 before it sends anything.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (refusal(req) !== null) return front(req, res, listener, linger, onRefuse);
    res.writeContinue();
    front(req, res, listener, linger, onRefuse);
  });
  return server;
}

/** Why the request is refused before its body is read: 413 or 414, or null. */
function refusal(req: IncomingMessage): 413 | 414 | null {
  const target = req.url ?? '/';
  if (target.length > URL_LENGTH_LIMIT) return 414;
  const length = declaredLength(req.headers['content-length']);
  if (length !== null && length > bodyLimitFor(pathnameOf(target), req.headers['content-type'])) return 413;
  return null;
}

function front(
  req: IncomingMessage,
  res: ServerResponse,
  listener: Listener,
  linger: number,
  onRefuse: NonNullable<FrontOptions['onRefuse']>,
) {
  const refused = refusal(req);
  if (refused !== null) {
    onRefuse(refused, req);
    return refuse(req, res, refused, linger);
  }
  const length = declaredLength(req.headers['content-length']);
  const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== null && length > 0);
  if (!hasBody) return listener(req, res);

  const limit = bodyLimitFor(pathnameOf(req.url ?? '/'), req.headers['content-type']);
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) {
      stop();
      onRefuse(413, req);
      refuse(req, res, 413, linger);
      return;
    }
    chunks.push(chunk);
  };
  const onEnd = () => {
    stop();
    // @hono/node-server reads a Buffer rawBody instead of the (now used) stream.
    (req as IncomingMessage & { rawBody?: Buffer }).rawBody = Buffer.concat(chunks, size);
    listener(req, res);
  };
  // A client that gives up halfway: nothing to answer, nothing kept.
  const onAbort = () => {
    stop();
    chunks.length = 0;
  };
  const stop = () => {
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onAbort);
    req.off('aborted', onAbort);
  };
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onAbort);
  req.on('aborted', onAbort);
}

/**
 * Answers 413/414 in Dutch and closes the connection: the rest of the upload is never read.
 * Written on the socket itself, not through `res`: Node ends a `Connection: close` answer with
 * destroySoon, a close with request bytes still unread, which is a TCP reset that can swallow the
 * answer at the client. Here the socket is half-closed after the answer, the request stays paused
 * (so Node stops reading: at most a buffer's worth is held), and the connection is cut after
 * `linger` ms, however much the client still meant to send (nginx's lingering close).
 */
function refuse(req: IncomingMessage, res: ServerResponse, status: 413 | 414, linger: number) {
  const socket = req.socket;
  req.pause();
  if (res.headersSent || !socket.writable) {
    socket.destroy();
    return;
  }
  const text = status === 413 ? PAYLOAD_TOO_LARGE_TEXT : URI_TOO_LONG_TEXT;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      text,
  );
  setTimeout(() => socket.destroy(), linger).unref();
}
