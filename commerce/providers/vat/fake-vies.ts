// A local stand-in for the VIES REST API's POST /check-vat-number, for tests: same request and
// answer shapes (including VIES's error envelopes), over HTTP on 127.0.0.1.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeVies {
  /** Base URL to give the adapter, like https://ec.europa.eu/taxation_customs/vies/rest-api. */
  url: string;
  /** Request bodies received, in order. */
  requests: unknown[];
  /**
   * 'ok': registered numbers are valid, others invalid; 'hang': never answers; a number: that HTTP
   * status; a userError such as 'MS_UNAVAILABLE': a 200 carrying it; 'busy': the errorWrappers form.
   */
  mode: 'ok' | 'hang' | 'busy' | number | { userError: string };
  close(): Promise<void>;
}

/** registered: 'NL004495445B01', 'BE0417497106', … (country prefix + number). */
export async function startFakeVies(registered: string[]): Promise<FakeVies> {
  const sockets = new Set<Socket>();
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: { countryCode?: unknown; vatNumber?: unknown } = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
    } catch {
      // answered below as invalid input
    }
    fake.requests.push(body);
    if (fake.mode === 'hang') return;
    if (typeof fake.mode === 'number')
      return answer(res, fake.mode, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
    if (fake.mode === 'busy')
      return answer(res, 200, {
        actionSucceed: false,
        errorWrappers: [{ error: 'MS_MAX_CONCURRENT_REQ', message: 'MS_MAX_CONCURRENT_REQ' }],
      });
    if (req.method !== 'POST' || !req.url?.endsWith('/check-vat-number')) return answer(res, 404, { message: 'Not Found' });
    if (!/^application\/json/.test(req.headers['content-type'] ?? '')) return answer(res, 415, { message: 'Unsupported Media Type' });
    const { countryCode, vatNumber } = body;
    const base = { countryCode, vatNumber, requestDate: new Date().toISOString(), requestIdentifier: '' };
    if (
      typeof countryCode !== 'string' ||
      typeof vatNumber !== 'string' ||
      !/^[A-Z]{2}$/.test(countryCode) ||
      /^[A-Z]{2}/.test(vatNumber)
    ) {
      return answer(res, 200, { ...base, valid: false, userError: 'INVALID_INPUT', name: '---', address: '---' });
    }
    if (typeof fake.mode === 'object')
      return answer(res, 200, { ...base, valid: false, userError: fake.mode.userError, name: '---', address: '---' });
    const valid = registered.includes(`${countryCode}${vatNumber}`);
    answer(
      res,
      200,
      valid
        ? {
            ...base,
            valid: true,
            userError: 'VALID',
            name: 'SLAAPZAAK B.V.',
            address: 'VOORBEELDSTRAAT 00001\n1234AB AMSTERDAM',
            originalVatNumber: vatNumber,
          }
        : { ...base, valid: false, userError: 'INVALID', name: '---', address: '---', originalVatNumber: vatNumber },
    );
  };

  const server = createServer((req, res) => void handle(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeVies = {
    url: `http://127.0.0.1:${port}/taxation_customs/vies/rest-api`,
    requests: [],
    mode: 'ok',
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
