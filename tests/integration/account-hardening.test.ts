// docs/decisions/0032, the attacker's side of the accounts: a burst of parallel wrong passwords gets at most
// the limit's number of password checks (memory and Redis stores), the owner of a locked account
// still gets in by a mailed one-time link, an e-mail change needs the password and a link to the new
// address and never tells whether that address has an account, and forgot-password answers before
// its mail is sent.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as informationAction } from '../../app/routes/account.information';
import { action as loginAction } from '../../app/routes/account.login';
import { argon2Passwords, type PasswordHasher } from '../../commerce/auth/customer-auth';
import { customerTokens } from '../../commerce/db/schema';
import { COMPANY_EMAIL, DEMO_EMAIL, DEMO_PASSWORD } from '../../commerce/db/seed/customers';
import { createMemoryRateLimitStore, createRedisRateLimitStore, type RateLimitStore } from '../../commerce/providers/rate-limit';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';
import { shown } from '../helpers/form-answer';
import type { FormAnswer } from '../../app/lib/form-submission.server';

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

function caller(shop: () => TestShop, token: () => string) {
  return async (method: string, path: string, init: { body?: unknown; customer?: string | null; ip?: string } = {}): Promise<Answer> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token()}`, 'x-forwarded-for': init.ip ?? '203.0.113.50' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.customer) headers['x-customer-token'] = init.customer;
    const res = await shop().app.request(path, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    return { status: res.status, headers: res.headers, body: await res.json() };
  };
}

/** The real Argon2 hasher, counting the password checks it makes. */
function countingPasswords() {
  const counter = { verified: 0 };
  const passwords: PasswordHasher = {
    hash: (password) => argon2Passwords.hash(password),
    verify: (hash, password) => {
      counter.verified++;
      return argon2Passwords.verify(hash, password);
    },
  };
  return { passwords, counter };
}

const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.nl`;
const linkIn = (text: string, path: string, param: string) => {
  const match = new RegExp(`(\\S*${path.replace(/\//g, '\\/')}\\?${param}=\\S+)`).exec(text);
  if (!match) throw new Error(`no ${path}?${param}= link in mail:\n${text}`);
  return new URL(match[1]!).searchParams.get(param)!;
};
/** 200 distinct addresses, so only the per-account limit can stop them. */
const ipOf = (i: number) => `10.${100 + (i >> 8)}.${i & 255}.7`;

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe.each(['memory', 'redis'] as const)('a burst of 200 parallel logins with the %s store', (storeKind) => {
  let shop: TestShop;
  let token: string;
  let redis: Redis | null = null;
  let skip = false;
  const counting = countingPasswords();
  const prefix = `slaapzaak:test:${randomBytes(4).toString('hex')}:`;
  const call = caller(
    () => shop,
    () => token,
  );
  const mails = async (to: string, tag: string) => {
    await shop.settled();
    return (await shop.mailer.list()).filter((m) => m.to === to && m.tag === tag);
  };

  beforeAll(async () => {
    let store: RateLimitStore;
    if (storeKind === 'redis') {
      if (!(await redisReachable())) {
        skip = true;
        console.warn(`Redis at ${redisUrl} is not reachable: Redis burst tests skipped`);
        return;
      }
      redis = new Redis(redisUrl);
      store = createRedisRateLimitStore(redis, { prefix });
    } else {
      store = createMemoryRateLimitStore();
    }
    shop = await createTestShop('pglite', { rateLimit: store, passwords: counting.passwords });
    token = await shop.token();
  });
  afterAll(async () => {
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    await shop?.close();
  });

  it('checks at most 10 passwords of one account, answers the rest 429 in Dutch, and lets the owner in by a mailed one-time link', async (ctx) => {
    if (skip) ctx.skip();
    counting.counter.verified = 0;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call('POST', '/v1/customer/login', { body: { username: DEMO_EMAIL, password: `Fout${i}2026!` }, ip: ipOf(i) }),
      ),
    );
    const wrong = answers.filter((a) => a.status === 401).length;
    const refused = answers.filter((a) => a.status === 429);
    console.info(
      `[${storeKind}] 200 parallel wrong passwords: ${counting.counter.verified} checked, ${wrong} × 401, ${refused.length} × 429`,
    );
    expect(counting.counter.verified).toBeLessThanOrEqual(10);
    expect(wrong).toBeLessThanOrEqual(10);
    expect(wrong + refused.length).toBe(200);
    expect(refused[0]!.body.error.message).toMatch(/^Te veel mislukte inlogpogingen voor dit account\. .*eenmalige inloglink/);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner's right password is not even checked now ...
    const before = counting.counter.verified;
    expect(
      (await call('POST', '/v1/customer/login', { body: { username: DEMO_EMAIL, password: DEMO_PASSWORD }, ip: '192.0.2.77' })).status,
    ).toBe(429);
    expect(counting.counter.verified).toBe(before);
    // ... but one link (not 190) went to the mailbox, and it logs in, once.
    const links = await mails(DEMO_EMAIL, 'login-link');
    expect(links).toHaveLength(1);
    const link = linkIn(links[0]!.text, '/account/confirm-email/', 'login');
    const session = await call('POST', '/v1/customer/login/link', { body: { token: link } });
    expect(session.status).toBe(200);
    expect(session.body.customer.email).toBe(DEMO_EMAIL);
    expect((await call('GET', '/v1/customer', { customer: session.body.token })).status).toBe(200);
    const again = await call('POST', '/v1/customer/login/link', { body: { token: link } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/ongeldig of verlopen/);
    // Logging in by the link clears the account's count: the password works again.
    expect(
      (await call('POST', '/v1/customer/login', { body: { username: DEMO_EMAIL, password: DEMO_PASSWORD }, ip: '192.0.2.77' })).status,
    ).toBe(200);
  });

  it('stops a burst from one IP address at 10 checks too, and an unknown address answers the same without a mail', async (ctx) => {
    if (skip) ctx.skip();
    counting.counter.verified = 0;
    const nobody = uniqueEmail('niemand');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call('POST', '/v1/customer/login', { body: { username: nobody, password: `Fout${i}2026!` }, ip: ipOf(i) }),
      ),
    );
    expect(counting.counter.verified).toBeLessThanOrEqual(10);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error.message).toMatch(/eenmalige inloglink/);
    expect(await mails(nobody, 'login-link')).toHaveLength(0);

    counting.counter.verified = 0;
    const ip = '198.51.100.99';
    const fromOne = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call('POST', '/v1/customer/login', { body: { username: uniqueEmail(`ip${i}`), password: 'Fout2026!' }, ip }),
      ),
    );
    expect(counting.counter.verified).toBeLessThanOrEqual(10);
    expect(fromOne.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(190);
    console.info(`[${storeKind}] 200 parallel logins from one IP: ${counting.counter.verified} checked`);
  });

  it('expires a login link after 15 minutes', async (ctx) => {
    if (skip) ctx.skip();
    const email = COMPANY_EMAIL;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', '/v1/customer/login', { body: { username: email, password: `Fout${i}2026!` }, ip: ipOf(i) }),
      ),
    );
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(2);
    const [mail] = await mails(email, 'login-link');
    const link = linkIn(mail!.text, '/account/confirm-email/', 'login');
    const hash = createHash('sha256').update(link).digest('hex');
    const [row] = await shop.database.db.select().from(customerTokens).where(eq(customerTokens.tokenHash, hash));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(15, 0);
    await shop.database.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerTokens.tokenHash, hash));
    expect((await call('POST', '/v1/customer/login/link', { body: { token: link } })).status).toBe(400);
  });
});

describe('the storefront login form under the account limit', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite');
  });
  afterAll(() => shop?.close());

  it('answers 429 with the Dutch message and keeps the typed e-mail address', async () => {
    const username = COMPANY_EMAIL;
    const post = (password: string, ip: string) => {
      const request = new Request('http://localhost/account/login/', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password }),
      });
      return loginAction(routeArgs(request, { ...shop.context, clientIp: ip })) as unknown as Promise<{
        init: ResponseInit;
        data: FormAnswer;
      }>;
    };
    for (let i = 0; i < 10; i++) expect((await post(`Fout${i}2026!`, `10.1.1.${i}`)).init.status).toBe(401);
    const locked = await post(DEMO_PASSWORD, '10.1.2.1');
    expect(locked.init.status).toBe(429);
    expect(shown(locked.data).error).toMatch(/^Te veel mislukte inlogpogingen voor dit account\..*eenmalige inloglink/);
    expect(shown(locked.data).values).toEqual({ username });
  });
});

describe.each(dbKinds)('changing the e-mail address on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  const call = caller(
    () => shop,
    () => token,
  );
  const mails = async (to: string, tag?: string) => {
    await shop.settled();
    return (await shop.mailer.list()).filter((m) => m.to === to && (!tag || m.tag === tag));
  };

  /** A fresh confirmed customer and a session of theirs. */
  async function newCustomer(tag: string) {
    const email = uniqueEmail(tag);
    const password = 'Eerste2026!';
    await call('POST', '/v1/customer', { body: { type: 'private', first_name: 'Eva', last_name: 'Verhuisd', email, password } });
    const [mail] = await mails(email, 'email-confirm');
    const link = new URL(/(\S*\/account\/confirm-email\/\?\S+)/.exec(mail!.text)![1]!).searchParams.get('token');
    const session = (await call('POST', '/v1/customer/email/confirm', { body: { token: link, password } })).body.token as string;
    const form = (await call('GET', '/v1/customer', { customer: session })).body.customer;
    return { email, password, session, form };
  }

  beforeAll(async () => {
    shop = await createTestShop(kind);
    token = await shop.token();
  });
  afterAll(() => shop?.close());

  it('asks for the current password: a wrong or missing one is a 400 at that field, and nothing changes', async () => {
    const me = await newCustomer('wachtwoord');
    const target = uniqueEmail('nieuw');
    const missing = await call('PUT', '/v1/customer', { customer: me.session, body: { ...me.form, email: target } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.issues).toEqual([
      { path: 'current_password', message: 'Vul je wachtwoord in om je e-mailadres te wijzigen.' },
    ]);
    const wrong = await call('PUT', '/v1/customer', {
      customer: me.session,
      body: { ...me.form, first_name: 'Anders', email: target, current_password: 'Fout2026!' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.issues).toEqual([{ path: 'current_password', message: 'Je huidige wachtwoord klopt niet.' }]);
    const now = (await call('GET', '/v1/customer', { customer: me.session })).body.customer;
    expect(now).toMatchObject({ email: me.email, first_name: 'Eva' });
    expect(await mails(target)).toHaveLength(0);
    // Without a new address the password is not needed.
    const plain = await call('PUT', '/v1/customer', { customer: me.session, body: { ...me.form, first_name: 'Evelien' } });
    expect(plain.status).toBe(200);
    expect(plain.body.message).toBe('De wijzigingen zijn opgeslagen.');
  });

  it('answers a taken and a free address the same, and changes only after the link from the new mailbox, once', async () => {
    const me = await newCustomer('verhuizer');
    const free = uniqueEmail('vrij');
    const taken = await call('PUT', '/v1/customer', {
      customer: me.session,
      body: { ...me.form, email: DEMO_EMAIL.toUpperCase(), current_password: me.password },
    });
    const open = await call('PUT', '/v1/customer', {
      customer: me.session,
      body: { ...me.form, email: free, current_password: me.password },
    });
    expect(taken.status).toBe(200);
    expect(open.status).toBe(200);
    expect(JSON.stringify(taken.body).replaceAll(DEMO_EMAIL.toUpperCase(), 'ADRES')).toBe(
      JSON.stringify(open.body).replaceAll(free, 'ADRES'),
    );
    expect(open.body.customer.email).toBe(me.email);
    expect(open.body.message).toMatch(/We hebben een e-mail gestuurd naar .*; tot dan blijft je huidige e-mailadres in gebruik\./);

    // The owner of the taken address is told, without a link, and keeps the account.
    const notice = await mails(DEMO_EMAIL, 'email-change-taken');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).not.toMatch(/change=/);
    expect(
      (await call('POST', '/v1/customer/login', { body: { username: DEMO_EMAIL, password: DEMO_PASSWORD }, ip: '192.0.2.31' })).status,
    ).toBe(200);

    // Nothing changed yet: the old address logs in, the new one does not.
    expect((await call('GET', '/v1/customer', { customer: me.session })).body.customer.email).toBe(me.email);
    expect((await call('POST', '/v1/customer/login', { body: { username: free, password: me.password }, ip: '192.0.2.32' })).status).toBe(
      401,
    );

    const [confirm] = await mails(free, 'email-change-confirm');
    const link = linkIn(confirm!.text, '/account/confirm-email/', 'change');
    const done = await call('POST', '/v1/customer/email/change/confirm', {
      customer: me.session,
      body: { token: link, password: me.password },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(`Je e-mailadres is gewijzigd in ${free}. Log voortaan in met dit e-mailadres.`);
    expect((await call('GET', '/v1/customer', { customer: me.session })).body.customer).toMatchObject({
      email: free,
      email_confirmed: true,
    });
    expect((await call('POST', '/v1/customer/login', { body: { username: free, password: me.password }, ip: '192.0.2.33' })).status).toBe(
      200,
    );
    // The old address is told.
    const told = await mails(me.email, 'email-changed');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(free);
    // The link works once.
    const replay = await call('POST', '/v1/customer/email/change/confirm', { body: { token: link, password: me.password } });
    expect(replay.status).toBe(400);
    expect(replay.body.error.message).toMatch(/ongeldig of verlopen/);
  });

  it('lets an e-mail change link expire after 24 hours', async () => {
    const me = await newCustomer('traag');
    const target = uniqueEmail('later');
    expect(
      (await call('PUT', '/v1/customer', { customer: me.session, body: { ...me.form, email: target, current_password: me.password } }))
        .status,
    ).toBe(200);
    const link = linkIn((await mails(target, 'email-change-confirm'))[0]!.text, '/account/confirm-email/', 'change');
    const hash = createHash('sha256').update(link).digest('hex');
    const [row] = await shop.database.db.select().from(customerTokens).where(eq(customerTokens.tokenHash, hash));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000).toBeCloseTo(24, 1);
    await shop.database.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerTokens.tokenHash, hash));
    expect((await call('POST', '/v1/customer/email/change/confirm', { body: { token: link, password: me.password } })).status).toBe(400);
    expect((await call('GET', '/v1/customer', { customer: me.session })).body.customer.email).toBe(me.email);
  });
});

describe('the account information form (storefront) with a new e-mail address', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite');
  });
  afterAll(() => shop?.close());

  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields),
    });

  it('answers a wrong password with 400, the Dutch message at the field and the typed values (not the password)', async () => {
    const login = (await loginAction(
      routeArgs(post('/account/login/', { username: COMPANY_EMAIL, password: DEMO_PASSWORD }), shop.context),
    )) as Response;
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const fields = {
      intent: 'profile',
      type: 'company',
      first_name: 'Piet',
      last_name: 'Jansen',
      email: 'piet-nieuw@example.nl',
      company: 'Hotel De Nachtegaal B.V.',
      vat_number: 'NL123456782B01',
      coc_number: '12345678',
      current_password: 'Fout2026!',
    };
    const res = (await informationAction(routeArgs(post('/account/information/', fields, cookie), shop.context))) as unknown as {
      init: ResponseInit;
      data: FormAnswer;
    };
    expect(res.init.status).toBe(400);
    const { form, errors, values } = shown(res.data);
    expect(form).toBe('profile');
    expect(errors.current_password).toBe('Je huidige wachtwoord klopt niet.');
    expect(values).toMatchObject({ email: 'piet-nieuw@example.nl', first_name: 'Piet', company: 'Hotel De Nachtegaal B.V.' });
    expect(values.current_password).toBeUndefined();
  });
});

describe('forgot password answers before its mail is sent', () => {
  let shop: TestShop;
  let token: string;
  const call = caller(
    () => shop,
    () => token,
  );

  beforeAll(async () => {
    // A mail server that takes 2 seconds per mail.
    shop = await createTestShop('pglite', {
      wrapMailer: (outbox) => ({
        send: async (message) => (await new Promise((resolve) => setTimeout(resolve, 2000)), outbox.send(message)),
      }),
    });
    token = await shop.token();
  });
  afterAll(() => shop?.close());

  it('answers a known and an unknown address alike in well under a second, and the known one gets its mail after', async () => {
    const timed = async (email: string, ip: string) => {
      const started = performance.now();
      const answer = await call('POST', '/v1/customer/password/forgot', { body: { email }, ip });
      return { answer, ms: performance.now() - started };
    };
    const known = await timed(DEMO_EMAIL, '192.0.2.61');
    const unknown = await timed(uniqueEmail('onbekend'), '192.0.2.62');
    expect(known.answer.status).toBe(202);
    expect(known.answer.body).toEqual(unknown.answer.body);
    expect(known.ms).toBeLessThan(1000);
    expect(unknown.ms).toBeLessThan(1000);
    await shop.settled();
    expect((await shop.mailer.list()).filter((m) => m.to === DEMO_EMAIL && m.tag === 'password-reset')).toHaveLength(1);
  });
});
