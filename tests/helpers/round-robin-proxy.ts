// A small round-robin balancer in front of several API processes (docs/decisions/0062's scale-out test): each
// request goes to the next instance; an instance that refuses or drops the connection answers 502,
// as a real balancer does for the requests that were in flight on a killed instance.
import { createServer, request, type Server } from 'node:http';

export interface RoundRobinProxy {
  origin: string;
  /** Requests the killed instance dropped: 502s answered, and answers cut off after their headers. */
  dropped: number;
  /** Those 502s per caller: the request's `x-load-source` header, or `other`. */
  droppedFrom(source: string): number;
  /** Why each was dropped (method, path and the error), for a failure's message. */
  reasons: string[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(port: number, upstreams: () => string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const state = { dropped: 0 };
  const bySource = new Map<string, number>();
  const reasons: string[] = [];
  const server: Server = createServer((req, res) => {
    const list = upstreams();
    const target = new URL(req.url ?? '/', list[next++ % list.length]);
    let counted = false;
    const drop = (why: string) => {
      if (counted) return;
      counted = true;
      reasons.push(`${req.method} ${req.url} → ${target.host}: ${why}`);
      state.dropped++;
      const source = String(req.headers['x-load-source'] ?? 'other');
      bySource.set(source, (bySource.get(source) ?? 0) + 1);
    };
    // A fresh connection per request (agent: false): a kept-alive socket that the instance closed meanwhile
    // would be a 502 that no kill caused.
    const upstream = request(target, { method: req.method, headers: { ...req.headers, host: target.host }, agent: false }, (answer) => {
      // The headers go out with the first piece of the body, as a buffering balancer sends them: an instance
      // that dies before any of it is still a plain 502.
      let started = false;
      const start = () => {
        if (!started) res.writeHead(answer.statusCode ?? 502, answer.headers);
        started = true;
      };
      answer.on('data', (chunk: Buffer) => {
        start();
        res.write(chunk);
      });
      answer.on('end', () => {
        start();
        res.end();
      });
      // The instance died mid-answer: like a real balancer, a 502 when nothing was sent yet, else cut the
      // caller's connection too (an answer that never ends would leave the caller waiting for its body time-out).
      answer.on('close', () => {
        if (answer.complete) return;
        drop('answer cut off');
        if (started) return void res.destroy();
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('upstream down');
      });
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      drop(error.code ?? error.message);
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream down');
    });
    req.pipe(upstream);
  });
  // The callers keep their connections to the balancer alive. Node closes an idle one after 5 s, and a request
  // sent on it in that same moment fails before it reaches the balancer: a lost request no kill caused, and one
  // the balancer never sees to count. Idle connections stay open for the test's length instead.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    get dropped() {
      return state.dropped;
    },
    droppedFrom: (source) => bySource.get(source) ?? 0,
    reasons,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
