// docs/decisions/0050: staff see what shoppers search for and edit the search's synonyms; an edit has an
// audit-log line and works at the next search, without a restart. Markup is refused.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, MEDEWERKER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';

describe.each(dbKinds)('search in the back office on %s', (kind) => {
  let admin: AdminShop;
  let staff: string;
  const search = async (term: string) =>
    (await admin.call('GET', `/v1/catalog/search?search_term=${encodeURIComponent(term)}`, { token: admin.serviceToken })).body as {
      pagination: { total: number };
      understanding: { label: string | null; relaxed: unknown };
    };

  beforeAll(async () => {
    admin = await createAdminShop(kind);
    staff = await admin.login(MEDEWERKER);
  });
  afterAll(() => admin?.close());

  it('a new synonym works at the next search, with an audit-log line; deleting it undoes it', async () => {
    expect((await search('donsdeken slaapzak')).understanding.label).not.toBe('Slaapzakken');
    const before = await search('pyjamakleed');
    expect(before.understanding.relaxed).not.toBeNull();
    const saved = await admin.call('POST', '/v1/admin/search/synonyms', {
      token: staff,
      body: { phrase: 'Pyjamakleed', kind: 'type', product_type: '', target: 'vloerkleed' },
    });
    expect(saved.status).toBe(200);
    const after = await search('pyjamakleed');
    expect(after.understanding).toMatchObject({ label: 'Vloerkleden', relaxed: null });
    const [line] = await admin.rows<{ action: string; subject: string; after: { phrase: string } }>(
      sql`select action, subject, after from audit_log where action like 'search.%' order by id desc limit 1`,
    );
    expect(line).toMatchObject({
      action: 'search.synonym_saved',
      subject: `search_synonym:${saved.body.id}`,
      after: { phrase: 'pyjamakleed' },
    });
    expect((await admin.call('POST', `/v1/admin/search/synonyms/${saved.body.id}/delete`, { token: staff })).status).toBe(200);
    expect((await search('pyjamakleed')).understanding.relaxed).not.toBeNull();
    expect((await admin.call('POST', `/v1/admin/search/synonyms/${saved.body.id}/delete`, { token: staff })).status).toBe(404);
  });

  it('refuses script tags, unknown types and malformed meanings with a Dutch message', async () => {
    const bad = [
      { phrase: '<script>alert(1)</script>', kind: 'type', product_type: '', target: 'dekbed' },
      { phrase: 'hoes', kind: 'type', product_type: '', target: '<img src=x onerror=alert(1)>' },
      { phrase: 'hoes', kind: 'type', product_type: '', target: 'bestaat-niet' },
      { phrase: 'reuzenmaat', kind: 'size', product_type: 'dekbed', target: 'heel groot' },
      { phrase: 'glimmend', kind: 'attribute', product_type: '', target: 'facet:prijs=0' },
      { phrase: 'x'.repeat(61), kind: 'type', product_type: '', target: 'dekbed' },
    ];
    for (const body of bad) {
      const res = await admin.call('POST', '/v1/admin/search/synonyms', { token: staff, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(/^[A-Z]/);
    }
    const [{ n }] = await admin.rows<{ n: number }>(
      sql`select count(*)::int as n from search_synonyms where phrase like '%<%' or target like '%<%'`,
    );
    expect(n).toBe(0);
  });

  it('reports the frequent and the poor terms of the last 30 days, without personal data', async () => {
    await search('hoeslaken 160x200');
    await search('hoeslaken 160x200');
    await search('vloerkleed rond');
    const report = await admin.call('GET', '/v1/admin/search', { token: staff });
    expect(report.status).toBe(200);
    expect(report.body.frequent).toContainEqual(expect.objectContaining({ term: 'hoeslaken 160x200', searches: 2, relaxed: 0 }));
    expect(report.body.frequent).toContainEqual(expect.objectContaining({ term: 'pyjamakleed', searches: 3, relaxed: 2 }));
    expect(report.body.poor.map((r: { term: string }) => r.term)).toContain('vloerkleed rond');
    expect((await admin.call('GET', '/v1/admin/search', { token: admin.serviceToken })).status).toBe(401);
  });

  it('attacker: an address, phone number or postcode with house number typed into the search box is neither kept nor shown (attack review H5)', async () => {
    const personal = [`iemand.${kind}@example.nl`, '06-12345678', '+31 20 123 4567', '1234 AB 12', 'kerkstraat 12, 1234ab'];
    for (const term of personal) await search(term);
    // Events kept before the search left them out are shown under the placeholder too.
    await admin.rows(
      sql`insert into search_events (term, results, relaxed) values (${`oud.${kind}@example.nl`}, 0, true), ('bel 0612345678', 3, false)`,
    );
    const kept = await admin.rows<{ term: string }>(sql`select term from search_events where term like '%@%' or term ~ '[0-9]{6}'`);
    expect(kept.map((k) => k.term)).toEqual([`oud.${kind}@example.nl`, 'bel 0612345678']);
    const report = await admin.call('GET', '/v1/admin/search', { token: staff });
    expect(report.status).toBe(200);
    for (const term of [...personal, `oud.${kind}@example.nl`, '0612345678', '12345678', '1234 ab'])
      expect(report.text.toLowerCase()).not.toContain(term.toLowerCase());
    const placeholder = report.body.frequent.filter((r: { term: string }) => r.term === '(persoonsgegevens, niet bewaard)');
    expect(placeholder).toEqual([expect.objectContaining({ searches: personal.length + 2 })]);
    // The migration that came with the fix rewrites those kept events to the placeholder.
    const migration = readFileSync(
      new URL('../../commerce/db/migrations/0032_search_terms_without_personal_data.sql', import.meta.url),
      'utf8',
    );
    await admin.rows(sql.raw(migration.replace(/^--.*$/gm, '')));
    expect(await admin.rows(sql`select term from search_events where term like '%@%' or term ~ '[0-9]{6}'`)).toEqual([]);
    // A size, a plain postcode or a product number is an ordinary search term.
    await search('dekbed 200x220');
    expect((await admin.call('GET', '/v1/admin/search', { token: staff })).body.frequent).toContainEqual(
      expect.objectContaining({ term: 'dekbed 200x220' }),
    );
  });

  it('shows click-through per term and lists the terms searched often with few products opened', async () => {
    const searched = async (term: string) =>
      (await admin.call('GET', `/v1/catalog/search?search_term=${encodeURIComponent(term)}`, { token: admin.serviceToken })).body as {
        pagination: { total: number };
        understanding: { click: string };
      };
    const clickIds: Record<string, string[]> = { dekbedovertrek: [], hoofdkussen: [] };
    for (const term of Object.keys(clickIds)) {
      for (let i = 0; i < 3; i += 1) {
        const o = await searched(term);
        expect(o.pagination.total, term).toBeGreaterThan(0);
        clickIds[term]!.push(o.understanding.click);
      }
    }
    // Two of the three 'hoofdkussen' searches opened a product (one of them twice); none of 'dekbedovertrek'.
    for (const z of [clickIds['hoofdkussen']![0], clickIds['hoofdkussen']![1], clickIds['hoofdkussen']![1]]) {
      expect((await admin.call('POST', '/v1/catalog/search/clicks', { token: admin.serviceToken, body: { z } })).status).toBe(200);
    }
    const report = await admin.call('GET', '/v1/admin/search', { token: staff });
    expect(report.status).toBe(200);
    expect(report.body.frequent).toContainEqual(
      expect.objectContaining({ term: 'hoofdkussen', searches: 3, relaxed: 0, clicked: 2, click_through: 0.67 }),
    );
    expect(report.body.frequent).toContainEqual(
      expect.objectContaining({ term: 'dekbedovertrek', searches: 3, relaxed: 0, clicked: 0, click_through: 0 }),
    );
    const low = report.body.low_click.map((r: { term: string }) => r.term);
    expect(low).toContain('dekbedovertrek');
    expect(low).not.toContain('hoofdkussen');
    // A term that found nothing belongs in the poor list, not the click-through one.
    expect(low).not.toContain('vloerkleed rond');
  });
});
