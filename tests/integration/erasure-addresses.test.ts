// Attack review 2026-11-27, H5 (docs/decisions/0047): erasure finds an address in the storefront's
// reports however the shop wrote it — raw, URL-encoded (%2B, %40, either case), form-encoded, partly
// encoded — and leaves a stranger's report alone.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, OWNER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';

describe.each(dbKinds)('erasure of every encoding of an address on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
  }, 180_000);
  afterAll(() => a?.close());

  it('removes every report that names her address in any encoding, and keeps the others', async () => {
    const tag = randomBytes(4).toString('hex');
    const email = `Femke+${tag}@Example.nl`;
    const registered = await a.call('POST', '/v1/customer', {
      token: a.serviceToken,
      body: { type: 'private', first_name: 'Femke', last_name: 'Plusadres', email, password: 'Welkom2026!' },
    });
    expect(registered.status, registered.text).toBe(202);
    const lower = email.toLowerCase();
    const forms = [
      email,
      encodeURIComponent(email),
      encodeURIComponent(lower).toLowerCase(),
      new URLSearchParams({ email }).toString().slice(6),
      email.replace('@', '%40'),
      email.replace('+', '%2B'),
      email.replace('+', ' '),
    ];
    const report = (value: string) =>
      a.call('POST', '/v1/abandon/category', { token: a.serviceToken, body: { data: { path: `/dekbed/?email=${value}`, products: [] } } });
    for (const form of [...forms, `iemand.anders+${tag}@example.nl`]) expect((await report(form)).status).toBeLessThan(300);
    const count = async () =>
      (await a.rows<{ n: number }>(sql`select count(*)::int as n from abandon_events where payload::text like ${`%${tag}%`}`))[0]!.n;
    expect(await count()).toBe(forms.length + 1);

    const erased = await a.call('POST', '/v1/admin/privacy/erase', { token: owner, body: { email, confirm: true } });
    expect(erased.status, erased.text).toBe(200);
    expect(await count()).toBe(1);
  });
});
