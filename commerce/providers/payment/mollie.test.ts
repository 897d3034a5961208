import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeMollie, type FakeMollie } from './fake-mollie';
import { centsToMollieValue, createMollieProvider, MollieApiError, mollieValueToCents, UnsupportedPaymentMethodError } from './mollie';
import type { CreatePaymentInput } from './types';

let mollie: FakeMollie;
beforeAll(async () => {
  mollie = await startFakeMollie();
});
afterAll(() => mollie.close());
beforeEach(() => {
  mollie.requests.length = 0;
});

const provider = () => createMollieProvider({ apiKey: mollie.apiKey, baseUrl: mollie.url });
const order = (over: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  amount: 123456,
  currency: 'EUR',
  description: 'Bestelling DKBD1234567',
  orderNumber: 'DKBD1234567',
  method: 'ideal',
  redirectUrl: 'https://www.slaapzaak.nl/checkout/status/DKBD1234567',
  webhookUrl: 'https://www.slaapzaak.nl/v1/payments/webhook',
  ...over,
});

describe('amount conversion', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [1234, '12.34'],
    [3995, '39.95'],
    [100000, '1000.00'],
    [123456789, '1234567.89'],
  ])('%i cents ↔ %s', (cents, value) => {
    expect(centsToMollieValue(cents)).toBe(value);
    expect(mollieValueToCents(value)).toBe(cents);
  });

  it('reads values that would go wrong as floats exactly', () => {
    // 0.29 * 100 = 28.999999999999996 and 1.15 * 100 = 114.99999999999999 in floating point.
    expect(mollieValueToCents('0.29')).toBe(29);
    expect(mollieValueToCents('1.15')).toBe(115);
    expect(mollieValueToCents('4.35')).toBe(435);
    expect(mollieValueToCents('12')).toBe(1200);
    expect(mollieValueToCents('12.3')).toBe(1230);
  });

  it('refuses what is not an amount', () => {
    expect(() => centsToMollieValue(12.5)).toThrow(RangeError);
    expect(() => centsToMollieValue(-1)).toThrow(RangeError);
    expect(() => mollieValueToCents('12.345')).toThrow(RangeError);
    expect(() => mollieValueToCents('-1.00')).toThrow(RangeError);
  });
});

describe('Mollie provider against a fake Mollie', () => {
  it('creates a payment with Mollie’s body shape and returns the checkout URL', async () => {
    const payment = await provider().createPayment(order({ issuer: 'ideal_INGBNL2A' }));
    expect(payment).toMatchObject({ status: 'open', amount: 123456, currency: 'EUR', orderNumber: 'DKBD1234567' });
    expect(payment.id).toMatch(/^tr_\w{10}$/);
    expect(payment.checkoutUrl).toMatch(new RegExp(`^${mollie.url.replace('/v2', '')}/checkout/`));

    const [request] = mollie.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v2/payments', authorization: `Bearer ${mollie.apiKey}` });
    expect(request.contentType).toMatch(/^application\/json/);
    expect(request.body).toEqual({
      amount: { currency: 'EUR', value: '1234.56' },
      description: 'Bestelling DKBD1234567',
      redirectUrl: 'https://www.slaapzaak.nl/checkout/status/DKBD1234567',
      webhookUrl: 'https://www.slaapzaak.nl/v1/payments/webhook',
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      metadata: { order_number: 'DKBD1234567' },
    });
  });

  it('maps our method codes to Mollie’s (afterpay → riverty) and leaves issuer out when not given', async () => {
    await provider().createPayment(order({ method: 'afterpay' }));
    await provider().createPayment(order({ method: 'in3' }));
    await provider().createPayment(order({ method: 'alma' }));
    const bodies = mollie.requests.map((r) => r.body as { method: string; issuer?: string });
    expect(bodies.map((b) => b.method)).toEqual(['riverty', 'in3', 'alma']);
    expect(bodies.every((b) => !('issuer' in b))).toBe(true);
  });

  it.each(['billink', 'spraypay', 'cash'])('refuses %s without calling Mollie', async (method) => {
    await expect(provider().createPayment(order({ method }))).rejects.toBeInstanceOf(UnsupportedPaymentMethodError);
    await expect(provider().createPayment(order({ method }))).rejects.toThrow(/niet door Mollie/);
    expect(mollie.requests).toHaveLength(0);
  });

  it('follows status changes on GET /payments/{id}', async () => {
    const created = await provider().createPayment(order({ amount: 3995 }));
    for (const [mollieStatus, ours] of [
      ['pending', 'open'],
      ['authorized', 'open'],
      ['failed', 'failed'],
      ['canceled', 'canceled'],
      ['expired', 'expired'],
      ['paid', 'paid'],
    ] as const) {
      await mollie.setStatus(created.id, mollieStatus);
      const fetched = await provider().getPayment(created.id);
      expect(fetched, mollieStatus).toMatchObject({ id: created.id, status: ours, amount: 3995, orderNumber: 'DKBD1234567' });
    }
    expect((await provider().getPayment(created.id)).checkoutUrl).toBeNull();
    expect(mollie.requests.filter((r) => r.method === 'GET').every((r) => r.authorization === `Bearer ${mollie.apiKey}`)).toBe(true);
  });

  it('refunds part and then the rest of a paid payment', async () => {
    const created = await provider().createPayment(order({ amount: 10000 }));
    await mollie.setStatus(created.id, 'paid');
    const first = await provider().refund(created.id, 2550);
    expect(first).toEqual({ id: expect.stringMatching(/^re_/), status: 'pending' });
    expect(mollie.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v2/payments/${created.id}/refunds`,
      body: { amount: { currency: 'EUR', value: '25.50' } },
    });
    await provider().refund(created.id, 7450);
    await expect(provider().refund(created.id, 1)).rejects.toThrow(/higher than the refundable amount/);
  });

  it('throws Mollie’s detail message on a non-2xx answer', async () => {
    const error = await provider()
      .refund('tr_doesnotexist', 100)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MollieApiError);
    expect(error).toMatchObject({ message: 'No payment exists with token tr_doesnotexist.', status: 404, title: 'Not Found' });

    const unpaid = await provider().createPayment(order());
    await expect(provider().refund(unpaid.id, 100)).rejects.toThrow('The payment cannot be refunded: it has not been paid');
    await expect(provider().createPayment(order({ redirectUrl: 'not a url' }))).rejects.toMatchObject({
      status: 422,
      field: 'redirectUrl',
    });
  });

  it('throws on a wrong API key', async () => {
    const wrong = createMollieProvider({ apiKey: 'test_wrongwrongwrongwrongwrongwron', baseUrl: mollie.url });
    await expect(wrong.getPayment('tr_x')).rejects.toMatchObject({
      status: 401,
      message: 'Missing authentication, or failed to authenticate',
    });
  });

  it('needs an API key', () => {
    expect(() => createMollieProvider({ apiKey: '' })).toThrow(/API key/);
  });

  it('lets the fake post the webhook as Mollie does (id=tr_… form-encoded)', async () => {
    const received: { contentType?: string; body: string }[] = [];
    const hook = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ contentType: req.headers['content-type'], body });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    try {
      const webhookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/v1/payments/webhook`;
      const created = await provider().createPayment(order({ webhookUrl }));
      await mollie.setStatus(created.id, 'paid', { notify: true });
      expect(received).toEqual([{ contentType: 'application/x-www-form-urlencoded', body: `id=${created.id}` }]);
      expect((await provider().getPayment(created.id)).status).toBe('paid');
    } finally {
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});
