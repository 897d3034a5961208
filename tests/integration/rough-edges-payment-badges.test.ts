// docs/decisions/0048: the frame's payment badges and the header's "achteraf / in 3 termijnen" promise
// come from what the configured provider can take, not from the stored footer document alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMollieProvider } from '../../commerce/providers/payment/mollie';
import { apiCaller, createTestShop, type TestShop } from '../helpers/shop';

describe('payment badges follow the provider', () => {
  let mollieShop: TestShop;
  let sandboxShop: TestShop;

  beforeAll(async () => {
    // Only the method list matters here: nothing is paid, so no fake Mollie server is needed.
    mollieShop = await createTestShop('pglite', {
      payments: createMollieProvider({ apiKey: 'test_badges', baseUrl: 'http://127.0.0.1:9/v2' }),
    });
    sandboxShop = await createTestShop('pglite');
  });
  afterAll(async () => {
    await mollieShop?.close();
    await sandboxShop?.close();
  });

  const footerOf = async (shop: TestShop) => {
    const token = await shop.token();
    const { status, body } = await apiCaller(shop, () => token)('GET', '/v1/content/footer');
    expect(status).toBe(200);
    return body as { paymentMethods: { code: string; title: string }[]; usps: string[] };
  };

  it('with Mollie shows no Billink or SprayPay badge, and every badge is a method the checkout offers', async () => {
    const footer = await footerOf(mollieShop);
    const codes = footer.paymentMethods.map((m) => m.code);
    expect(codes).not.toContain('billink');
    expect(codes).not.toContain('spraypay');
    expect(codes).toEqual(expect.arrayContaining(['ideal', 'creditcard', 'paypal']));
  });

  it('with the sandbox (every method) keeps all badges and the full promise', async () => {
    const footer = await footerOf(sandboxShop);
    expect(footer.paymentMethods.map((m) => m.code)).toEqual(
      expect.arrayContaining(['ideal', 'creditcard', 'paypal', 'afterpay', 'billink', 'in3', 'alma', 'spraypay']),
    );
    expect(footer.usps).toContain('Achteraf of in 3 termijnen veilig betalen');
  });
});
