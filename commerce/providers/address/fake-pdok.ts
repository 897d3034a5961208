// A local stand-in for PDOK Locatieserver's /free endpoint, for tests: it speaks the real query
// syntax (fq=field:value, Solr response envelope) over HTTP on 127.0.0.1, so the real adapter runs.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeBagAddress {
  postcode: string;
  huisnummer: number;
  huisletter?: string;
  huisnummertoevoeging?: string;
  straatnaam: string;
  woonplaatsnaam: string;
}

export interface FakePdok {
  /** Base URL to give the adapter, like https://api.pdok.nl/bzk/locatieserver/search/v3_1. */
  url: string;
  /** Every request's path and query, in order. */
  requests: URL[];
  /** What the next requests answer: 'ok' (search the addresses), an HTTP status, or a hang. */
  mode: 'ok' | 'hang' | number;
  close(): Promise<void>;
}

const FIELDS = new Set(['postcode', 'huisnummer', 'huisletter', 'huisnummertoevoeging', 'type']);
// Parameters the OpenAPI description of /free lists; v3.1 refuses any other with a 400.
const KNOWN_PARAMS = new Set(['q', 'fq', 'fl', 'rows', 'start', 'sort', 'df', 'bq', 'lat', 'lon', 'wt', 'indent']);

export async function startFakePdok(addresses: FakeBagAddress[]): Promise<FakePdok> {
  const requests: URL[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (fake.mode === 'hang') return; // never answers; the client must time out
    if (typeof fake.mode === 'number') return answer(res, fake.mode, { message: 'Internal Server Error' });
    if (req.method !== 'GET' || !url.pathname.endsWith('/search/v3_1/free')) return answer(res, 404, { message: 'Not Found' });
    const unknown = [...url.searchParams.keys()].filter((k) => !KNOWN_PARAMS.has(k));
    if (unknown.length) return answer(res, 400, { message: `unknown query parameter(s): ${unknown.join(', ')}` });

    const filters: [string, string][] = [];
    for (const fq of url.searchParams.getAll('fq')) {
      const match = /^(\w+):"?([^"]*)"?$/.exec(fq);
      if (!match || !FIELDS.has(match[1])) return answer(res, 400, { message: `unsupported fq ${fq}` });
      filters.push([match[1], match[2]]);
    }
    const docs = addresses
      .filter((a) =>
        filters.every(([field, value]) => {
          if (field === 'type') return value === 'adres';
          return String(a[field as keyof FakeBagAddress] ?? '') === value;
        }),
      )
      .map((a) => ({
        type: 'adres',
        weergavenaam: `${a.straatnaam} ${a.huisnummer}${a.huisletter ?? ''}${a.huisnummertoevoeging ? `-${a.huisnummertoevoeging}` : ''}, ${a.postcode} ${a.woonplaatsnaam}`,
        ...a,
      }));
    const rows = Number(url.searchParams.get('rows') ?? 10);
    answer(res, 200, {
      response: { numFound: docs.length, start: 0, maxScore: docs.length ? 1 : 0, numFoundExact: true, docs: docs.slice(0, rows) },
    });
  };

  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakePdok = {
    url: `http://127.0.0.1:${port}/bzk/locatieserver/search/v3_1`,
    requests,
    mode: 'ok',
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
