// Guided selling and the configurator as an API client sees them (docs/decisions/0018): the wizard's count is
// the overview's total for the same filters, and a configured boxspring is priced by the server.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestShop, dbKinds, type TestShop } from '../helpers/shop';

const customerStep = {
  customer: { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email: 'boxspring@example.nl', phone: '0612345678' },
  billing: { zipcode: '1234AB', house_number: '1', country_code: 'NL' },
};
const paymentStep = { selectedPaymentMethod: 'creditcard', shipping_method: 'postnl' };

const HOTEL = {
  size: '160x200',
  type: 'elektrisch',
  headboard: 'gecapitonneerd',
  fabric: 'velvet',
  colour: 'navy',
  mattress: 'pocket-latex',
  firmness: 'medium',
  topper: 'latex',
  legs: 'eiken',
};
// 1299,00 + 200 (160x200) + 900 (elektrisch) + 150 (gecapitonneerd) + 100 (velvet) + 250 (latex) + 149 (topper) + 49 (eiken)
const HOTEL_PRICE = 129_900 + 20_000 + 90_000 + 15_000 + 10_000 + 25_000 + 14_900 + 4_900;

describe.each(dbKinds)('guided selling and configurator on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop, () => token)(...args);
  const overviewTotal = async (url: string) => {
    const [path, query = ''] = url.split('?');
    const res = await call(
      'GET',
      `/v1/catalog/overview/category?path=${encodeURIComponent(path!)}&querystring=${encodeURIComponent(query)}`,
    );
    expect(res.status).toBe(200);
    return res.body.pagination.total as number;
  };

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 400 });
    token = await shop.token();
  });
  afterAll(() => shop?.close());

  it.each([
    ['dekbed', {}],
    ['dekbed', { qs101: 1013 }],
    ['dekbed', { qs101: 1012, qs102: 1022, qs103: [1031, 1033], qs104: 0 }],
    ['dekbed', { qs101: 1013, qs102: 1021, qs104: 1043, qs105: [1051, 1052] }],
    ['hoofdkussen', { qs201: 2012, qs202: 2021 }],
    ['matrassen', { qs301: 3012, qs303: 3033, qs304: [3042, 3043], qs305: 0, qs306: 3062 }],
    ['boxspring', { qs401: 4013, qs402: 0, qs403: [4031, 4032, 4035] }],
    ['hoeslaken', { qs501: 5013, qs502: [5021, 5022], qs503: 0, qs504: 5041 }],
  ])('%s %j: count equals the overview total of result_url', async (code, questions) => {
    const res = await call('POST', '/v1/catalog/guided-selling', { code, questions });
    expect(res.status).toBe(200);
    expect(res.body.result_url).toMatch(/^\/[a-z/-]+\/(\?.*)?$/);
    expect(res.body.count).toBe(await overviewTotal(res.body.result_url));
    expect(res.body.filter.url).toBe(res.body.result_url);
    expect(res.body.questions.length).toBeGreaterThan(0);
  });

  it('narrows as answers are given, uses the listing URL scheme and answers the next question', async () => {
    const all = await call('POST', '/v1/catalog/guided-selling', { code: 'matrassen' });
    expect(all.body.next_question_id).toBe(301);
    expect(all.body.result_url).toBe('/matrassen/');
    expect(all.body.filter.raw_url).toBeNull();
    const samen = await call('POST', '/v1/catalog/guided-selling', {
      code: 'matrassen',
      category_id: all.body.category_id,
      questions: { qs301: '3012' },
    });
    expect(samen.body.questions.map((q: { id: number }) => q.id)).toEqual([301, 303, 304, 305, 306]);
    expect(samen.body.next_question_id).toBe(303);
    expect(samen.body.result_url).toBe('/matrassen/?tn_fk_maat=140x200&tn_fk_maat=160x200&tn_fk_maat=180x200');
    expect(samen.body.count).toBeLessThanOrEqual(all.body.count);
    const priced = await call('POST', '/v1/catalog/guided-selling', {
      code: 'matrassen',
      questions: { qs301: 3012, qs303: 0, qs304: 0, qs305: 0, qs306: [3061, 3062] },
    });
    expect(priced.body.result_url).toContain('tn_fk_ae-prijs=0-500');
    expect(priced.body.next_question_id).toBeNull();
  });

  it.each([
    [{ code: 'dekbed', questions: { qs101: 0 } }, 'Maak eerst een keuze'],
    [{ code: 'dekbed', questions: { qs101: [1011, 1012] } }, 'Bij deze vraag kies je één antwoord.'],
    [{ code: 'dekbed', questions: { qs101: 9999 } }, 'Dit antwoord bestaat niet.'],
    [{ code: 'dekbed', questions: { qs999: 1 } }, 'Deze vraag hoort niet bij deze keuzehulp.'],
  ])('rejects %j with a Dutch 400', async (body, message) => {
    const res = await call('POST', '/v1/catalog/guided-selling', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('answers 404 for an unknown wizard or a code of another category', async () => {
    expect((await call('POST', '/v1/catalog/guided-selling', { code: 'bestaat-niet' })).status).toBe(404);
    expect((await call('POST', '/v1/catalog/guided-selling', { code: 'dekbed', category_id: 8 })).status).toBe(404);
  });

  it('serves the configurator in the SPEC shape', async () => {
    const res = await call('GET', '/v1/catalog/configurator/boxspringset-hotel');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Boxspringset Hotel', code: 'boxspringset-hotel', basePrice: 129_900, category: 'boxsprings' });
    const option = res.body.steps[0].properties[0].options[0];
    expect(Object.keys(option)).toEqual(
      expect.arrayContaining(['id', 'btnText', 'btnSubText', 'btnId', 'extra', 'text', 'label', 'xpoId', 'xpoVarId']),
    );
    expect((await call('GET', '/v1/catalog/configurator/bestaat-niet')).status).toBe(404);
  });

  it('adds one configured line priced by the server, ignores a tampered price and keeps it on the order', async () => {
    const [variant] = (
      (await shop.database.db.execute(
        sql`select v.id from variants v join products p on p.id = v.product_id where p.slug = 'boxspringset-hotel' and v.option_values->>0 = '160x200'`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const tampered = {
      slug: 'boxspringset-hotel',
      boxconfig_id: 'x',
      price: 1,
      special_price_incl: 1,
      category: 'boxsprings',
      configuration: HOTEL,
    };
    const added = await call('POST', '/v1/cart/item', { item_id: variant!.id, quantity: 1, custom: tampered });
    expect(added.status).toBe(200);
    expect(added.body.items).toHaveLength(1);
    const line = added.body.items[0];
    expect(line.price).toBe(HOTEL_PRICE);
    expect(line.custom).toMatchObject({
      slug: 'boxspringset-hotel',
      price: HOTEL_PRICE,
      special_price_incl: HOTEL_PRICE,
      category: 'boxsprings',
      configuration: HOTEL,
    });
    expect(line.custom.boxconfig_id).not.toBe('x');
    expect(added.body.totals.sub_total).toBe(HOTEL_PRICE);

    const q = { 'x-quote-id': added.body.quote_id as string };
    expect((await call('POST', '/v1/checkout/customer', customerStep, q)).status).toBe(200);
    expect((await call('POST', '/v1/checkout/paymentmethod', paymentStep, q)).status).toBe(200);
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': `box-${kind}` });
    expect(placed.status).toBe(200);
    const [orderLine] = (
      (await shop.database.db.execute(
        sql`select l.unit_price, l.row_total, l.custom from order_lines l join orders o on o.id = l.order_id where o.number = ${placed.body.order_number}`,
      )) as unknown as { rows: { unit_price: number; row_total: number; custom: { configuration: unknown } }[] }
    ).rows;
    expect(orderLine).toMatchObject({ unit_price: HOTEL_PRICE, row_total: HOTEL_PRICE });
    expect(orderLine!.custom.configuration).toEqual(HOTEL);
  });

  it('refuses an incomplete configuration, a size of another variant and a configurable product without configuration', async () => {
    const [variant] = (
      (await shop.database.db.execute(
        sql`select v.id from variants v join products p on p.id = v.product_id where p.slug = 'boxspringset-hotel' and v.option_values->>0 = '140x200'`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const incomplete = await call('POST', '/v1/cart/item', {
      item_id: variant!.id,
      quantity: 1,
      custom: { configuration: { ...HOTEL, size: '140x200', legs: undefined } },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.message).toBe('Order niet compleet: selecteer alle opties.');
    const otherSize = await call('POST', '/v1/cart/item', { item_id: variant!.id, quantity: 1, custom: { configuration: HOTEL } });
    expect(otherSize.status).toBe(400);
    const plain = await call('POST', '/v1/cart/item', { item_id: variant!.id, quantity: 1 });
    expect(plain.status).toBe(400);
  });

  it('renders the scene per configuration and falls back for one it cannot draw', async () => {
    const ok = await shop.app.request(
      '/media/configurator/boxspringset-hotel.svg?size=160x200&headboard=gecapitonneerd&colour=navy&legs=eiken',
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('image/svg+xml');
    expect(ok.headers.get('cache-control')).toContain('max-age=31536000');
    const other = await shop.app.request('/media/configurator/boxspringset-hotel.svg?size=200x200&headboard=geen&colour=zand&legs=zwevend');
    expect(await other.text()).not.toBe(await ok.text());
    const broken = await shop.app.request('/media/configurator/boxspringset-hotel.svg?size=999x999&headboard=x&colour=paars&legs=y');
    expect(broken.status).toBe(302);
    expect(broken.headers.get('location')).toBe('/media/p/boxspring/antraciet/1.svg');
    expect((await shop.app.request('/media/configurator/swatch/paars.svg')).status).toBe(404);
  });
});
