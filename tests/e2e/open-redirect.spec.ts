// Open redirects over HTTP (docs/decisions/0030): every known payload, sent to every place that redirects to
// a value from the request: the path itself (the trailing-slash rule), /redirect/?to=, the login
// page's redirectTo (as a guest and logged in), the login callback, the cookie-consent form, a
// login post. Whatever the answer, a Location (and a return path held in it or in the login form)
// resolves to the shop's own origin. Plain HTTP with node:http, so paths go out exactly as written.
import http from 'node:http';
import { expect, test } from './fixtures';
import { OPEN_REDIRECT_PAYLOADS } from '../helpers/open-redirect-payloads';

interface Answer {
  status: number;
  location: string | undefined;
  setCookie: string[];
  body: string;
}

function send(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; form?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(base);
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          ...options.headers,
          ...(body
            ? { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body), Origin: url.origin }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk.length + text.length < 200_000 ? chunk : ''));
        res.on('end', () =>
          resolve({ status: res.statusCode!, location: res.headers.location, setCookie: res.headers['set-cookie'] ?? [], body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A valid HTTP request-target (visible ASCII only): the payloads Node's client can send as a path. */
const asPath = (payload: string) => (/^\/[\x21-\x7e]*$/.test(payload) ? payload : null);

test.describe('open redirects', () => {
  // Plain HTTP: once is enough (the js project would send the very same requests).
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only: runs in the nojs project');

  test('no payload sends a visitor to another origin', async ({ baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const problems: string[] = [];
    /** The Location (and the return path inside it) must stay on the shop; no 5xx for bad input. */
    const check = (what: string, requested: string, answer: Answer) => {
      if (answer.status >= 500) problems.push(`${what}: ${answer.status}`);
      if (answer.location === undefined) return;
      const target = new URL(answer.location, new URL(requested, origin));
      if (target.origin !== origin) problems.push(`${what}: Location ${answer.location}`);
      const nested = target.searchParams.get('redirectTo');
      if (nested !== null && new URL(nested, target).origin !== origin)
        problems.push(`${what}: Location ${answer.location} holds ${nested}`);
    };

    // A logged-in visitor, for the redirects that only happen after login.
    const login = await send(baseURL!, 'POST', '/account/login/', {
      form: { username: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!', redirectTo: '/.//evil.example' },
    });
    expect(login.status).toBe(303);
    check('POST /account/login/ redirectTo=/.//evil.example', '/account/login/', login);
    const session = login.setCookie.map((c) => c.split(';')[0]).join('; ');

    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const q = encodeURIComponent(payload);
      const path = asPath(payload);
      if (path) {
        check(`GET ${path}`, path, await send(baseURL!, 'GET', path));
        check(`GET ${path}/account/orders`, `${path}/account/orders`, await send(baseURL!, 'GET', `${path}/account/orders`));
        check(`GET ${path}?tn_pmin=10`, `${path}?tn_pmin=10`, await send(baseURL!, 'GET', `${path}?tn_pmin=10`));
      }
      for (const [what, url, headers] of [
        ['redirect ?to', `/redirect/?to=${q}`, {}],
        ['login callback, guest', `/login/?redirectTo=${q}`, {}],
        ['login callback, logged in', `/login/?redirectTo=${q}`, { Cookie: session }],
        ['login page, logged in', `/account/login/?redirectTo=${q}`, { Cookie: session }],
      ] as const) {
        check(`${what} ${JSON.stringify(payload)}`, url, await send(baseURL!, 'GET', url, { headers }));
      }
      // A guest sees the login form: the return path it will post back must be ours.
      const page = await send(baseURL!, 'GET', `/account/login/?redirectTo=${q}`);
      const held = /name="redirectTo" value="([^"]*)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
      if (page.status !== 200 || held === undefined)
        problems.push(`login page ${JSON.stringify(payload)}: ${page.status}, no redirectTo field`);
      else if (new URL(held, origin).origin !== origin || held.startsWith('//'))
        problems.push(`login page ${JSON.stringify(payload)}: holds ${held}`);
      const consent = await send(baseURL!, 'POST', '/api/consent', { form: { choice: 'refused', redirectTo: payload } });
      check(`POST /api/consent ${JSON.stringify(payload)}`, '/api/consent', consent);
    }
    expect(problems).toEqual([]);
  });

  test('the trailing-slash rule answers 404 for a path that would name another host', async ({ baseURL }) => {
    for (const path of ['//evil.example', '///evil.example', '/.//evil.example', '/%2e%2e//evil.example']) {
      const answer = await send(baseURL!, 'GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.location, path).toBeUndefined();
    }
    // The ordinary rule still holds.
    const ordinary = await send(baseURL!, 'GET', '/dekbed?sort=prijs');
    expect(ordinary.status).toBe(301);
    expect(ordinary.location).toBe('/dekbed/?sort=prijs');
  });
});
