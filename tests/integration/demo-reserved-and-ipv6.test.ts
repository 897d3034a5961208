// Attack review 2026-11-27 (docs/decisions/0044): the demo addresses are the shop's own (H8), and a
// customer's login limit per address counts an IPv6 /64 as one address (H6), and so does every other limit per
// address: mails (newsletter, registration, contact), reviews, the assistant and saved chats (2026-11-29); each also
// counts the /48 at 8 times the limit (docs/decisions/0082).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../commerce/auth/customer-auth';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../commerce/db/seed/customers';
import { LIMITS, SITE_LIMIT_FACTOR } from '../../commerce/platform/rate-limits';
import { findDemoLeftovers } from '../../commerce/db/seed/demo-guard';
import { apiCaller, createTestShop, dbKinds } from '../helpers/shop';

describe.each(dbKinds)('demo addresses and IPv6 login limits on %s', (kind) => {
  it('registering a demo address answers as any registration, but makes no account and sends no mail', async () => {
    const shop = await createTestShop(kind, { demo: false, products: 12 });
    try {
      const token = await shop.token();
      const call = apiCaller(shop, () => token);
      const person = { type: 'private', first_name: 'Iemand', last_name: 'Anders', password: 'Plaaggeest2026!' };
      const ordinary = await call('POST', '/v1/customer', { ...person, email: 'iemand@example.nl' });
      const demo = await call('POST', '/v1/customer', { ...person, email: ' Demo@Slaapzaak.NL ' });
      const company = await call('POST', '/v1/customer', { ...person, email: 'zakelijk@slaapzaak.nl' });
      expect(demo).toEqual(ordinary);
      expect(company).toEqual(ordinary);
      await shop.settled();
      const mailed = (await shop.mailer.list()).map((m) => m.to.toLowerCase());
      expect(mailed).toContain('iemand@example.nl');
      expect(mailed.filter((to) => to.endsWith('@slaapzaak.nl'))).toEqual([]);
      const rows = await shop.database.db.execute(sql`select email from customers where lower(email) like '%@slaapzaak.nl'`);
      expect(rows.rows).toEqual([]);
    } finally {
      await shop.close();
    }
  }, 180_000);

  it('the start guard lists a customer with a demo address only when the documented password opens it', async () => {
    const shop = await createTestShop(kind, { demo: false, products: 12 });
    try {
      const db = shop.database.db;
      // An address changed to a demo one, or an account made on a thank-you page: a password of its own.
      await db.execute(
        sql`insert into customers (email, password_hash, type, first_name, last_name) values ('demo@slaapzaak.nl', ${await hashPassword('EigenWachtwoord2026!')}, 'private', 'Iemand', 'Anders')`,
      );
      expect(await findDemoLeftovers(db)).toEqual([]);
      await db.execute(
        sql`insert into customers (email, password_hash, type, first_name, last_name) values ('zakelijk@slaapzaak.nl', ${await hashPassword(DEMO_PASSWORD)}, 'company', 'Demo', 'Zakelijk')`,
      );
      expect((await findDemoLeftovers(db)).map((f) => `${f.kind} ${f.email}`)).toEqual(['customer zakelijk@slaapzaak.nl']);
    } finally {
      await shop.close();
    }
  }, 180_000);

  it('a stranger taking a new address in one IPv6 /64 for each customer login try is stopped after 10', async () => {
    const shop = await createTestShop(kind, { products: 12 });
    try {
      const token = await shop.token();
      const call = apiCaller(shop, () => token);
      const answers: number[] = [];
      for (let i = 0; i < 15; i++) {
        const res = await call(
          'POST',
          '/v1/customer/login',
          { username: `gok${i}@example.nl`, password: `Raden${i}2026!` },
          { 'x-forwarded-for': `2001:db8:abcd:12::${(i + 1).toString(16)}` },
        );
        answers.push(res.status);
      }
      expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(answers.slice(10)).toEqual([429, 429, 429, 429, 429]);
      // Another /64 is another address.
      const other = await call(
        'POST',
        '/v1/customer/login',
        { username: 'gok@example.nl', password: 'Raden2026!' },
        { 'x-forwarded-for': '2001:db8:abcd:13::1' },
      );
      expect(other.status).toBe(401);
    } finally {
      await shop.close();
    }
  }, 180_000);
  it('a stranger taking a new /64 of one IPv6 /48 for each customer login try is stopped after 80; a good login gives its try back', async () => {
    // docs/decisions/0082: the login limit per address (10) also counts the /48, at SITE_LIMIT_FACTOR (8) times that.
    const shop = await createTestShop(kind, { products: 12 });
    try {
      const token = await shop.token();
      const call = apiCaller(shop, () => token);
      const at = (i: number) => ({ 'x-forwarded-for': `2001:db8:4848:${i.toString(16)}::1` });
      const guess = async (i: number) =>
        (await call('POST', '/v1/customer/login', { username: `gok${i}@example.nl`, password: `Raden${i}2026!` }, at(i))).status;
      const site = LIMITS.loginIp.max * SITE_LIMIT_FACTOR;
      const answers: number[] = [];
      for (let i = 0; i < site - 1; i++) answers.push(await guess(i));
      expect(answers.every((s) => s === 401)).toBe(true);
      // The owner's right password from another /64 of the site: checked, and its try given back on both counts.
      expect((await call('POST', '/v1/customer/login', { username: DEMO_EMAIL, password: DEMO_PASSWORD }, at(0x999))).status).toBe(200);
      expect(await guess(site)).toBe(401);
      expect([await guess(site + 1), await guess(site + 2)]).toEqual([429, 429]);
      // The next /48 is another site.
      expect(
        (
          await call(
            'POST',
            '/v1/customer/login',
            { username: 'gok@example.nl', password: 'Raden2026!' },
            { 'x-forwarded-for': '2001:db8:4849::1' },
          )
        ).status,
      ).toBe(401);
    } finally {
      await shop.close();
    }
  }, 180_000);
  it('a stranger taking a new address in one IPv6 /64 for each newsletter sign-up or saved chat is stopped at the limit', async () => {
    const shop = await createTestShop(kind, { products: 12 });
    try {
      const token = await shop.token();
      const call = apiCaller(shop, () => token);
      const from = (i: number) => ({ 'x-forwarded-for': `2001:db8:abcd:12::${(i + 1).toString(16)}` });
      const mails: number[] = [];
      for (let i = 0; i <= LIMITS.mailIp.max; i++)
        mails.push((await call('POST', '/v1/customer/subscription', { email: `slachtoffer${i}@example.nl` }, from(i))).status);
      expect(mails.slice(0, LIMITS.mailIp.max).every((s) => s === 202)).toBe(true);
      expect(mails.at(-1)).toBe(429);
      await shop.settled();
      expect((await shop.mailer.list()).length).toBe(LIMITS.mailIp.max);
      // The same person's address in another /64 still gets its mail.
      expect(
        (await call('POST', '/v1/customer/subscription', { email: 'iemand@example.nl' }, { 'x-forwarded-for': '2001:db8:abcd:13::1' }))
          .status,
      ).toBe(202);
      const chats: number[] = [];
      const chat = { messages: [{ role: 'user', content: 'Welk dekbed past bij mij?' }], rating: 4 };
      for (let i = 0; i <= LIMITS.chatSaveIp.max; i++) chats.push((await call('POST', '/v1/chat/save', chat, from(100 + i))).status);
      expect(chats.slice(0, LIMITS.chatSaveIp.max).every((s) => s === 201)).toBe(true);
      expect(chats.at(-1)).toBe(429);
    } finally {
      await shop.close();
    }
  }, 180_000);
});
