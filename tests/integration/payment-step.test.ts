// The checkout's payment step (/checkout/payment-methods/) as a form: checked with the same Conform
// schema as in the browser, then by the API. Bad or hostile input gets a Dutch message and a 4xx,
// the typed values come back, and nothing is saved; a good form moves on to /checkout/pay/.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as cartAction } from '../../app/routes/cart';
import { action as addressAction } from '../../app/routes/checkout.address-details';
import { action as paymentAction } from '../../app/routes/checkout.payment-methods';
import type { FormAnswer } from '../../app/lib/form-submission.server';
import { browser, location, statusOf } from '../helpers/browser';
import { shown } from '../helpers/form-answer';
import { routeArgs } from '../helpers/route-args';
import { createTestShop, type TestShop } from '../helpers/shop';

describe('the payment step form', () => {
  let shop: TestShop;
  let variantId: number;
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const args = (request: Request) => routeArgs(request, shop.context, {});
  const address = {
    type: 'private',
    first_name: 'Betaal',
    last_name: 'Stap',
    email: 'betaal.stap@example.nl',
    phone: '06 12345678',
    zipcode: '1234 AB',
    house_number: '1',
    country_code: 'NL',
    sameDeliveryAddress: 'on',
  };

  beforeAll(async () => {
    shop = await createTestShop('pglite');
    [{ id: variantId }] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock >= 20 order by v.id limit 1`,
    );
  });
  afterAll(() => shop?.close());

  /** A browser with a cart and a filled-in address: at the payment step. */
  async function atPaymentStep() {
    const b = browser();
    expect(
      statusOf(await b.run(() => cartAction(args(b.post('/cart/', { intent: 'add', item_id: String(variantId), quantity: '1' }))))),
    ).toBe(303);
    expect(location(await b.run(() => addressAction(args(b.post('/checkout/address-details/', address)))))).toBe(
      '/checkout/payment-methods/',
    );
    return b;
  }
  const post = async (b: ReturnType<typeof browser>, fields: Record<string, string>) =>
    b.run(() => paymentAction(args(b.post('/checkout/payment-methods/', fields))));
  const answerOf = (answer: unknown) => shown((answer as { data: FormAnswer }).data);
  const savedPayment = async () =>
    (await rows<{ payment: unknown }>(sql`select checkout->'payment' as payment from carts order by updated_at desc limit 1`))[0]
      ?.payment ?? null;

  it('without a method: 400, the alert says Selecteer een betaalmethode, nothing saved', async () => {
    const b = await atPaymentStep();
    const answer = await post(b, { shipping_method: 'postnl' });
    expect(statusOf(answer)).toBe(400);
    expect(answerOf(answer).error).toBe('Selecteer een betaalmethode');
    expect(answerOf(answer).errors.selectedPaymentMethod).toBe('Selecteer een betaalmethode');
    expect(await savedPayment()).toBeNull();
  });

  it('a method’s missing fields stand at those fields, and what was typed comes back', async () => {
    const b = await atPaymentStep();
    const answer = await post(b, {
      shipping_method: 'postnl',
      selectedPaymentMethod: 'in3',
      dob: '31-02-1990',
      phone: '0612345678',
      installment: '3',
    });
    expect(statusOf(answer)).toBe(400);
    const { errors, values, error } = answerOf(answer);
    expect(errors).toEqual({ dob: 'Vul een (geldige) geboortedatum in' });
    expect(error).toBe('Vul een (geldige) geboortedatum in');
    expect(values).toMatchObject({ selectedPaymentMethod: 'in3', dob: '31-02-1990', phone: '0612345678', installment: '3' });
  });

  it('a forged method or a huge field: 400 with a Dutch message, never a 500', async () => {
    const b = await atPaymentStep();
    const hostile: Record<string, string>[] = [
      { selectedPaymentMethod: 'bitcoin' },
      { selectedPaymentMethod: 'afterpay', dob: '1'.repeat(100_000), gender: '<script>', phone: 'x'.repeat(5000), terms: 'on' },
      { selectedPaymentMethod: 'x'.repeat(100_000) },
    ];
    for (const fields of hostile) {
      const answer = await post(b, { shipping_method: 'postnl', ...fields });
      expect(statusOf(answer)).toBe(400);
      const { error, errors } = answerOf(answer);
      for (const message of [error, ...Object.values(errors)]) expect(message).toMatch(/^(Selecteer|Kies|Vul|Je moet)/);
    }
    expect(await savedPayment()).toBeNull();
  });

  it('iDEAL: the bank is chosen on the provider’s page, so a posted bank is ignored, never stored', async () => {
    const b = await atPaymentStep();
    expect(location(await post(b, { shipping_method: 'postnl', selectedPaymentMethod: 'ideal', issuer: 'ideal_EVILNL2A' }))).toBe(
      '/checkout/pay/',
    );
    expect(await savedPayment()).toMatchObject({ method: 'ideal', issuer: null });
  });

  it('a good form is saved and goes on to paying; posting it twice changes nothing', async () => {
    const b = await atPaymentStep();
    const fields = {
      shipping_method: 'postnl',
      selectedPaymentMethod: 'afterpay',
      dob: '01-01-1990',
      gender: '2',
      phone: '0612345678',
      terms: 'on',
    };
    expect(location(await post(b, fields))).toBe('/checkout/pay/');
    expect(location(await post(b, fields))).toBe('/checkout/pay/');
    expect(await savedPayment()).toMatchObject({ method: 'afterpay', dob: '01-01-1990', gender: '2', phone: '0612345678', terms: true });
  });
});
