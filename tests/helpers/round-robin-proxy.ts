// A small round-robin balancer in front of several API processes (issue 35's scale-out test): each
// request goes to the next instance; an instance that refuses or drops the connection answers 502,
// as a real balancer does for the requests that were in flight on a killed instance.
import { createServer, request, type Server } from 'node:http';

export interface RoundRobinProxy {
  origin: string;
  /** 502s answered because the chosen instance was down or dropped the request. */
  dropped: number;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(port: number, upstreams: () => string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const state = { dropped: 0 };
  const server: Server = createServer((req, res) => {
    const list = upstreams();
    const target = new URL(req.url ?? '/', list[next++ % list.length]);
    const upstream = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      state.dropped++;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream down');
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    get dropped() {
      return state.dropped;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
