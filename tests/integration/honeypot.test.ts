// The honeypot of the public forms (lib/honeypot.server.ts, remix-utils): a bot that fills the trap
// gets a 400 with a neutral Dutch message and nothing is stored or sent — checked in the database
// and the mail outbox of a real shop on PGlite. Beside it the attacker's twins of these forms: a huge
// body, a tampered extra field, a double-submitted review.
import type { AppLoadContext } from 'react-router';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, newsletterSubscriptions, reviews } from '../../commerce/db/schema';
import { HONEYPOT_FIELD, SPAM_MESSAGE } from '../../app/lib/honeypot.server';
import { action as newsletterAction } from '../../app/routes/nieuwsbrief';
import { action as contactAction } from '../../app/routes/content-page';
import { action as returnAction } from '../../app/routes/vloerkleed-retourneren';
import { action as productAction } from '../../app/routes/product';
import { action as chatPageAction } from '../../app/routes/service.chat';
import { action as assistantAction } from '../../app/routes/api.assistant';
import { action as registerAction } from '../../app/routes/account.register';
import { loader as rootLoader } from '../../app/root';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';

const ORIGIN = 'http://localhost';
type DataResult<T> = { data: T; init: ResponseInit | null };

const post = (path: string, context: AppLoadContext, fields: Record<string, string>, params: Record<string, string> = {}) =>
  routeArgs(new Request(ORIGIN + path, { method: 'POST', body: new URLSearchParams(fields) }), context, params);
const statusOf = (answer: unknown) => (answer instanceof Response ? answer.status : ((answer as DataResult<unknown>).init?.status ?? 200));

describe.each(dbKinds)('honeypot on the public forms on %s', (kind) => {
  let shop: TestShop;
  let product: { id: number; slug: string };
  const trap = { [HONEYPOT_FIELD]: 'http://spam.example' };
  const mailsTo = async (address: string) => (await shop.mailer.list()).filter((m) => m.to === address || m.text.includes(address));

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 60 });
    const rows = await shop.database.db.execute<{ id: number; slug: string }>(
      sql`select id, slug from products where available order by id limit 1`,
    );
    product =
      (rows as unknown as { rows: { id: number; slug: string }[] }).rows?.[0] ?? (rows as unknown as { id: number; slug: string }[])[0]!;
  }, 120_000);
  afterAll(() => shop?.close());

  it('gives the root loader the trap’s field name and no per-request timestamp (the page stays the same for everyone)', async () => {
    const root = (await rootLoader(routeArgs(new Request(`${ORIGIN}/`), shop.context))) as unknown as DataResult<{
      honeypot: Record<string, unknown>;
    }>;
    expect(root.data.honeypot).toEqual({ nameFieldName: HONEYPOT_FIELD, validFromFieldName: null });
  });

  it('newsletter: a filled trap is a 400 with the neutral message and no sign-up or mail; an empty one signs up', async () => {
    const email = 'bot-nieuwsbrief@example.nl';
    const answer = (await newsletterAction(post('/nieuwsbrief/', shop.context, { email, ...trap }))) as unknown as DataResult<{
      ok: boolean;
      message: string;
    }>;
    expect(statusOf(answer)).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, message: SPAM_MESSAGE });
    await shop.settled();
    expect(await shop.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);

    const person = (await newsletterAction(
      post('/nieuwsbrief/', shop.context, { email: 'mens-nieuwsbrief@example.nl', [HONEYPOT_FIELD]: '' }),
    )) as Response;
    expect(person.status).toBe(303);
  });

  it('register: a filled trap is a 400 with the neutral message; no account is made and no mail sent', async () => {
    const email = 'bot-register@example.nl';
    const fields = { first_name: 'Bot', last_name: 'Net', email, password: 'Slaapzaak2026!', password_confirmation: 'Slaapzaak2026!' };
    const thrown = await registerAction(post('/account/register/', shop.context, { ...fields, ...trap })).catch((error: unknown) => error);
    expect(statusOf(thrown)).toBe(400);
    expect((thrown as DataResult<string>).data).toBe(SPAM_MESSAGE);
    await shop.settled();
    expect(await shop.database.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('review: a filled trap stores no review', async () => {
    const fields = {
      intent: 'review',
      display_name: 'Bot',
      email: 'bot-review@example.nl',
      review_title: 'Koop nu',
      review_content: 'Spam spam spam',
      review_score: '5',
    };
    const answer = (await productAction(
      post(`/${product.slug}.html`, shop.context, { ...fields, ...trap }, { slug: product.slug }),
    )) as unknown as DataResult<{ ok: boolean; alert: string }>;
    expect(statusOf(answer)).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, alert: SPAM_MESSAGE });
    expect(await shop.database.db.select().from(reviews).where(eq(reviews.email, 'bot-review@example.nl'))).toHaveLength(0);
  });

  it('contact: a filled trap sends no mail', async () => {
    const email = 'bot-contact@example.nl';
    const answer = (await contactAction(
      post('/service/klantenservice-contact/', shop.context, { name: 'Bot', email, message: 'Goedkope pillen, klik hier', ...trap }),
    )) as unknown as DataResult<{ error: string }>;
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.error).toBe(SPAM_MESSAGE);
    await shop.settled();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('rug return: a filled trap sends no request to the API (no confirmation mail)', async () => {
    const answer = (await returnAction(
      post('/vloerkleed-retourneren/', shop.context, {
        orderNumber: 'DKBD1000002',
        zipcode: '1234 AB',
        reason: 'Te groot vloerkleed',
        ...trap,
      }),
    )) as unknown as DataResult<{ error: string }>;
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.error).toBe(SPAM_MESSAGE);
    await shop.settled();
    expect((await shop.mailer.list()).filter((m) => m.tag === 'return-request-confirmation')).toHaveLength(0);
  });

  it('chat order look-up: a filled trap is refused on the no-JS page and in /api/assistant', async () => {
    const fields = {
      intent: 'order',
      knowsOrderNumber: 'ja',
      orderNumber: '1000002',
      firstName: 'Bot',
      zipCode: '1234 AB',
      houseNumber: '1',
    };
    const page = (await chatPageAction(post('/service/chat/', shop.context, { ...fields, ...trap }))) as unknown as DataResult<{
      orderAlert: string;
    }>;
    expect(statusOf(page)).toBe(400);
    expect(page.data.orderAlert).toBe(SPAM_MESSAGE);
    const json = await assistantAction(
      routeArgs(
        new Request(`${ORIGIN}/api/assistant`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            message: '',
            order: { knowsOrderNumber: true, orderNumber: '1000002', firstName: 'Bot', zipCode: '1234 AB', houseNumber: '1', trap: 'x' },
          }),
        }),
        shop.context,
      ),
    );
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ error: { message: SPAM_MESSAGE } });
  });

  describe('attacker twins', () => {
    const slugParams = () => ({ slug: product.slug });
    const review = {
      intent: 'review',
      display_name: 'Sanne',
      email: 'dubbel@example.nl',
      review_title: 'Twee keer geklikt',
      review_content: 'Heerlijk dekbed.',
      review_score: '4',
    };

    it('a double-submitted review is stored once', async () => {
      for (let i = 0; i < 2; i++) {
        const answer = (await productAction(post(`/${product.slug}.html`, shop.context, review, slugParams()))) as unknown as DataResult<{
          ok: boolean;
        }>;
        expect(answer.data.ok).toBe(true);
      }
      const stored = await shop.database.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.email, 'dubbel@example.nl'), eq(reviews.productId, product.id)));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.status).toBe('pending');
    });

    it('a tampered extra field (status, product id, score out of range) changes nothing', async () => {
      const tampered = { ...review, email: 'sluw@example.nl', status: 'approved', product_id: '1', productId: '1', id: '1' };
      const answer = (await productAction(post(`/${product.slug}.html`, shop.context, tampered, slugParams()))) as unknown as DataResult<{
        ok: boolean;
      }>;
      expect(answer.data.ok).toBe(true);
      const stored = await shop.database.db.select().from(reviews).where(eq(reviews.email, 'sluw@example.nl'));
      expect(stored).toMatchObject([{ status: 'pending', productId: product.id }]);
      const badScore = (await productAction(
        post(`/${product.slug}.html`, shop.context, { ...review, review_score: '50' }, slugParams()),
      )) as unknown as DataResult<{ errors: Record<string, string> }>;
      expect(statusOf(badScore)).toBe(400);
      expect(badScore.data.errors).toEqual({ review_score: 'Kies een score van 1 tot 5 sterren' });
    });

    it('a huge body gets Dutch field messages and a 400, never a 500, and the typing comes back capped', async () => {
      const huge = 'x'.repeat(200_000);
      const newsletter = (await newsletterAction(
        post('/nieuwsbrief/', shop.context, { email: `${huge}@example.nl` }),
      )) as unknown as DataResult<{ errors: Record<string, string>; values: { email: string } }>;
      expect(statusOf(newsletter)).toBe(400);
      expect(newsletter.data.errors.email).toBe('Vul een geldig e-mailadres in');
      expect(newsletter.data.values.email.length).toBeLessThanOrEqual(255);
      const contact = (await contactAction(
        post('/service/klantenservice-contact/', shop.context, { name: huge, email: 'a@b.nl', message: huge }),
      )) as unknown as DataResult<{ errors: Record<string, string>; values: Record<string, string> }>;
      expect(statusOf(contact)).toBe(400);
      expect(contact.data.errors).toMatchObject({ name: 'Maximaal 255 tekens', message: 'Je bericht mag maximaal 2000 tekens lang zijn' });
      expect(contact.data.values.message!.length).toBeLessThanOrEqual(2000);
      const big = (await productAction(
        post(`/${product.slug}.html`, shop.context, { ...review, review_content: huge }, slugParams()),
      )) as unknown as DataResult<{ errors: Record<string, string> }>;
      expect(statusOf(big)).toBe(400);
      expect(big.data.errors.review_content).toBe('Gebruik hoogstens 2000 tekens');
    });
  });
});
