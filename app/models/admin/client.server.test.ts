import { describe, expect, it } from 'vitest';
import { CommerceClient, isCommerceError } from '../client.server';
import { getOrder, refundOrder } from '#contract/operations/admin/orders';
import { exportDiscountBatch } from '#contract/operations/admin/office';
import { staffCall, staffDownload, staffFile, staffGet, staffSend, type StaffCaller } from './client.server';
import { signClientIp } from '../../lib/client-ip';

/** A commerce client whose transport records every request and answers what the test says. */
function clientWith(answer: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const commerce = new CommerceClient({
    transport: async (request) => {
      seen.push(request.clone());
      return answer(request);
    },
    baseUrl: 'http://commerce.test',
    serviceAccount: { email: 'storefront@slaapzaak.nl', password: 'geheim' },
  });
  return { commerce, seen };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('the staff client of /v1/admin', () => {
  it('sends the staff token as the bearer and the IP address, never logs in with the service account', async () => {
    const { commerce, seen } = clientWith(() => json({ orders: [], next_cursor: null }));
    const caller: StaffCaller = { commerce, token: 'staff-abc', ip: '203.0.113.7' };
    await staffGet(caller, '/v1/admin/orders', { q: 'jansen', status: undefined });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(new URL(request!.url).pathname).toBe('/v1/admin/orders');
    expect(new URL(request!.url).search).toBe('?q=jansen');
    expect(request!.headers.get('authorization')).toBe('Bearer staff-abc');
    // Signed, never a bare X-Forwarded-For: the API believes no unsigned address (docs/decisions/0044).
    expect(request!.headers.get('x-client-ip')).toBe(await signClientIp('203.0.113.7', 'geheim'));
    expect(request!.headers.get('x-forwarded-for')).toBeNull();
  });

  it('sends no bearer at all on the open steps (login, enrolment)', async () => {
    const { commerce, seen } = clientWith(() => json({ ticket: 't'.repeat(20), expires_in: 300 }));
    await staffSend({ commerce, token: null }, 'POST', '/v1/admin/auth/login', { username: 'a@b.nl', password: 'x' });
    expect(seen[0]!.headers.has('authorization')).toBe(false);
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ username: 'a@b.nl', password: 'x' });
  });

  it('hands a 401 to onSessionEnded once, without retrying with another token', async () => {
    const { commerce, seen } = clientWith(() =>
      json({ error: { message: 'Je bent niet (meer) ingelogd in het beheer. Log opnieuw in.' } }, 401, {
        'www-authenticate': 'Bearer realm="beheer"',
      }),
    );
    let ended = 0;
    const caller: StaffCaller = {
      commerce,
      token: 'expired',
      onSessionEnded: async () => {
        ended++;
        throw new Response(null, { status: 302, headers: { Location: '/beheer/inloggen/?reden=verlopen' } });
      },
    };
    const thrown = await staffGet(caller, '/v1/admin/dashboard').catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(ended).toBe(1);
    expect(seen).toHaveLength(1);
    // Without a token (a wrong password at login) the 401 is the form's: a CommerceError with the message.
    const open = await staffSend(
      { commerce, token: null, onSessionEnded: caller.onSessionEnded },
      'POST',
      '/v1/admin/auth/login',
      {},
    ).catch((e: unknown) => e);
    expect(isCommerceError(open) && open.status).toBe(401);
    expect(ended).toBe(1);
  });

  it("passes the API's Dutch refusals on as CommerceErrors with their status and body", async () => {
    const { commerce } = clientWith(() => json({ error: { message: 'Alleen de eigenaar mag dit doen.' } }, 403));
    const error = await staffGet({ commerce, token: 'medewerker' }, '/v1/admin/staff').catch((e: unknown) => e);
    expect(isCommerceError(error)).toBe(true);
    expect(error).toMatchObject({ status: 403, message: 'Alleen de eigenaar mag dit doen.' });
  });

  it('answers a file as it came, and an API that cannot be reached as a 503 page', async () => {
    const { commerce } = clientWith(
      () => new Response('\uFEFFbestelnummer;datum\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    const file = await staffFile({ commerce, token: 'staff' }, '/v1/admin/orders.csv');
    // Byte for byte, the byte-order mark (Excel reads the file as UTF-8 by it) included.
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const down = clientWith(() => {
      throw new TypeError('fetch failed');
    });
    const thrown = await staffGet({ commerce: down.commerce, token: 'staff' }, '/v1/admin/dashboard').catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
  });

  it('calls an operation by its definition: the path parameters filled in, the staff bearer, the IP address', async () => {
    const { commerce, seen } = clientWith(() =>
      json({
        refund: { id: 1, amount: 500, reason: 'kras', lines: null, status: 'queued', created_at: '2026-11-25T10:00:00.000Z' },
        replayed: false,
      }),
    );
    const caller: StaffCaller = { commerce, token: 'staff-abc', ip: '203.0.113.7' };
    const answer = await staffCall(caller, refundOrder, {
      params: { number: 'DKBD0000001' },
      body: { request_id: 'abcdefgh12', amount: 500, reason: 'kras' },
    });
    expect(answer.refund.amount).toBe(500);
    expect(seen[0]!.method).toBe('POST');
    expect(new URL(seen[0]!.url).pathname).toBe('/v1/admin/orders/DKBD0000001/refund');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer staff-abc');
    expect(seen[0]!.headers.get('x-client-ip')).toBe(await signClientIp('203.0.113.7', 'geheim'));
    expect(seen[0]!.headers.get('x-forwarded-for')).toBeNull();
    expect(await seen[0]!.json()).toEqual({ request_id: 'abcdefgh12', amount: 500, reason: 'kras' });
  });

  it('sends a GET without a body, and a file operation as its raw answer', async () => {
    const { commerce, seen } = clientWith((request) =>
      request.url.endsWith('.csv') || request.url.includes('batches')
        ? new Response('code;gebruikt\r\n', { headers: { 'content-type': 'text/csv' } })
        : json({}),
    );
    await staffCall({ commerce, token: 'staff' }, getOrder, { params: { number: 'DKBD0000002' } });
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.headers.has('content-type')).toBe(false);
    const file = await staffDownload({ commerce, token: 'staff' }, exportDiscountBatch, { params: { batch: 'WELKOM-2026' } });
    expect(new URL(seen[1]!.url).pathname).toBe('/v1/admin/discounts/batches/WELKOM-2026');
    expect(await file.text()).toBe('code;gebruikt\r\n');
  });
});
