// docs/decisions/0048 (second half): the product page's own highlight "Achteraf betalen of in 3 termijnen"
// follows the configured provider's methods (supportsMethod), like the footer's badges and the header's
// promise — and the product page and the frame never disagree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMollieProvider } from '../../commerce/providers/payment/mollie';
import { createUnavailablePaymentProvider } from '../../commerce/providers/payment/sandbox';
import type { PaymentProvider } from '../../commerce/providers/payment/types';
import { apiCaller, createTestShop, type TestShop } from '../helpers/shop';

// Only the method list matters here: nothing is paid, so no fake Mollie server is needed.
const mollie = () => createMollieProvider({ apiKey: 'test_product_promise', baseUrl: 'http://127.0.0.1:9/v2' });
/** Mollie as an account would have it with only some methods switched on. */
const mollieTaking = (...methods: string[]): PaymentProvider => ({ ...mollie(), supportsMethod: (method) => methods.includes(method) });

const PROVIDERS: Record<string, { payments?: PaymentProvider; promise: string | null }> = {
  // Every method, Riverty (afterpay) and in3 among them.
  sandbox: { promise: 'Achteraf betalen of in 3 termijnen' },
  // Mollie takes Riverty (afterpay) and in3, but not Billink or SprayPay: the promise holds.
  mollie: { payments: mollie(), promise: 'Achteraf betalen of in 3 termijnen' },
  'Mollie with in3 only': { payments: mollieTaking('ideal', 'creditcard', 'in3'), promise: 'In 3 termijnen betalen' },
  'Mollie with Riverty only': { payments: mollieTaking('ideal', 'afterpay'), promise: 'Achteraf betalen' },
  // No provider configured (server.ts without MOLLIE_API_KEY or SANDBOX_PAYMENTS): nothing can be paid.
  'no provider': { payments: createUnavailablePaymentProvider(), promise: null },
};

describe.each(Object.entries(PROVIDERS))('the product page promises what %s can take', (_name, { payments, promise }) => {
  let shop: TestShop;
  let call: ReturnType<typeof apiCaller>;

  beforeAll(async () => {
    shop = await createTestShop('pglite', { products: 20, payments });
    const token = await shop.token();
    call = apiCaller(shop, () => token);
  });
  afterAll(() => shop?.close());

  it('shows the highlight about paying later or in instalments only for what the checkout offers', async () => {
    const { status, body } = await call('GET', '/v1/catalog/product/1');
    expect(status).toBe(200);
    const usps = body.usps as string[];
    const promises = usps.filter((usp) => /achteraf|termijn/i.test(usp));
    expect(promises).toEqual(promise ? [promise] : []);
    // The rest of the highlights are untouched.
    expect(usps).toEqual(expect.arrayContaining(['Gratis verzending vanaf € 100', '30 dagen bedenktijd']));
  });

  it('agrees with the footer and header: a part the frame leaves out is not promised on the product page either', async () => {
    const [product, footer] = await Promise.all([call('GET', '/v1/catalog/product/1'), call('GET', '/v1/content/footer')]);
    const productText = (product.body.usps as string[]).join(' ');
    const frameText = (footer.body.usps as string[]).join(' ');
    for (const part of [/achteraf/i, /termijn/i]) expect(part.test(productText)).toBe(part.test(frameText));
  });
});
