// limitRequest: the worker's body and URL limits (worker/index.ts), on plain Fetch Requests.
import { describe, expect, it } from 'vitest';
import { bodyLimitFor, FORM_BODY_LIMIT, JSON_BODY_LIMIT, limitRequest, WEBHOOK_BODY_LIMIT } from './request-limits';

/** A body of `megabytes` 1 MB chunks made on demand; `pulled` counts what was read. */
function endless(megabytes: number) {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(1024 * 1024).fill(97);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= megabytes) return controller.close();
      counter.pulled++;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`https://slaapzaak.nl${path}`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('limitRequest (the worker)', () => {
  it('refuses a declared length over the limit without reading the body', async () => {
    const { stream, counter } = endless(100);
    const answer = await limitRequest(
      post('/cart/', stream, { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(100 * 1024 * 1024) }),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(413);
    expect(await (answer as Response).text()).toContain('te groot');
    expect(counter.pulled).toBeLessThanOrEqual(1);
  });

  it('cuts off a body without a declared length at the limit', async () => {
    const { stream, counter } = endless(100);
    const answer = await limitRequest(post('/login', stream, { 'Content-Type': 'application/json' }));
    expect((answer as Response).status).toBe(413);
    // 256 KB of 1 MB chunks: the first chunk is already over; nothing like 100 MB was read.
    expect(counter.pulled).toBeLessThanOrEqual(2);
  });

  it('hands on a body within the limit, whole', async () => {
    const form = 'intent=add&item_id=1&quantity=2';
    const limited = await limitRequest(post('/cart/', form, { 'Content-Type': 'application/x-www-form-urlencoded' }));
    expect(limited).toBeInstanceOf(Request);
    const request = limited as Request;
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect((await request.formData()).get('quantity')).toBe('2');
  });

  it('takes the limit from the path and the type', async () => {
    expect(bodyLimitFor('/v1/payments/webhook', 'application/json')).toBe(WEBHOOK_BODY_LIMIT);
    expect(bodyLimitFor('/v1/cart/items', 'application/json; charset=utf-8')).toBe(JSON_BODY_LIMIT);
    expect(bodyLimitFor('/cart/', 'multipart/form-data; boundary=x')).toBe(FORM_BODY_LIMIT);
    const webhook = await limitRequest(
      post('/v1/payments/webhook', 'id=' + 'a'.repeat(WEBHOOK_BODY_LIMIT), { 'Content-Type': 'application/x-www-form-urlencoded' }),
    );
    expect((webhook as Response).status).toBe(413);
    const json = await limitRequest(
      post('/v1/cart/items', JSON.stringify({ pad: 'a'.repeat(100 * 1024) }), { 'Content-Type': 'application/json' }),
    );
    expect(json).toBeInstanceOf(Request);
  });

  it('answers 414 to a URL over 8 KB and lets ordinary GETs through untouched', async () => {
    const long = await limitRequest(new Request(`https://slaapzaak.nl/zoeken/?tn_q=${'a'.repeat(9 * 1024)}`));
    expect((long as Response).status).toBe(414);
    const get = new Request('https://slaapzaak.nl/dekbed/');
    expect(await limitRequest(get)).toBe(get);
  });
});
