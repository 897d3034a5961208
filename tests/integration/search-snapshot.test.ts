// docs/decisions/0067, search latency (docs/decisions/0067): the search listing counts from an in-memory
// snapshot of the catalogue. It must answer exactly what the SQL path answers, for any term, filter,
// price range, sort and page, and a staff change (price, availability, a new product, a synonym) must
// show at the very next search — through the SQL path while the snapshot rebuilds, and from the
// rebuilt snapshot after. On PGlite and PostgreSQL.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, MEDEWERKER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';
import { searchPaths } from '../helpers/search-paths';
import { JUDGED_QUERIES } from '../../bench/search/queries';
import {
  currentSearchSnapshot,
  listingCounts,
  setSearchSnapshotEnabled,
  snapshotListing,
  warmSearchSnapshot,
} from '../../commerce/catalog/search-snapshot';
import { parseListingQuery } from '../../commerce/catalog/listing-query';
import type { Db } from '../../commerce/db/client';
import { POPULAR_TILES, setSearchPopularTiles, warmPopularTiles } from '../../commerce/catalog/overview';

type Overview = {
  products: Array<{ id: number; title: string; price: { price: number }; available: boolean }>;
  filters: Array<{
    url_key: string;
    attributes: Array<{ value: string; count: number; is_selected: boolean }>;
    range: { minrange: number; maxrange: number } | null;
  }>;
  pagination: { total: number };
  understanding: { label: string | null; relaxed: unknown };
};

describe.each(dbKinds)('search snapshot on %s', (kind) => {
  let admin: AdminShop;
  let staff: string;
  let db: Db;
  const { search, both } = searchPaths<Overview>(() => admin);

  /** Staff set one price on every variant of a product, through the back office's API. */
  const priceEveryVariant = async (productId: number, price: number) => {
    const variants = await admin.rows<{ id: number }>(sql`select id from variants where product_id = ${productId}`);
    for (const variant of variants) {
      const res = await admin.call('POST', `/v1/admin/variants/${variant.id}/price`, { token: staff, body: { price, price_old: null } });
      expect(res.status).toBe(200);
    }
  };

  beforeAll(async () => {
    admin = await createAdminShop(kind);
    staff = await admin.login(MEDEWERKER);
    db = admin.shop.database.db;
    await warmSearchSnapshot(db);
  });
  afterAll(async () => {
    setSearchSnapshotEnabled(true);
    await admin?.close();
  });

  it('answers every judged query exactly as the SQL path does', async () => {
    for (const { q } of JUDGED_QUERIES) {
      const { viaSql, viaSnapshot } = await both(q);
      expect(viaSnapshot, q).toEqual(viaSql);
    }
  });

  it('answers any filter, price range, sort and page exactly as the SQL path does (property)', async () => {
    const terms = [
      'hoeslaken',
      'dekbed',
      'kussen',
      'matras 90x200',
      'dekbedovertrek katoen',
      'wit',
      'hoeslaken jersey',
      'boxspring',
      'badlaken',
      'de het',
    ];
    const sorts = ['', 'relevantie', 'populariteit', 'prijs-oplopend', 'prijs-aflopend', 'nieuwste', 'beoordeling', 'korting'];
    const filters = [
      'kleur=wit',
      'kleur=grijs',
      'maat=160x200',
      'maat=90x200',
      'materiaal=katoen',
      'warmteklasse=4-seizoenen',
      'hardheid=medium',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...terms),
        fc.subarray(filters, { maxLength: 3 }),
        fc.option(fc.tuple(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 300 })), { nil: null }),
        fc.constantFrom(...sorts),
        fc.integer({ min: 1, max: 3 }),
        async (term, picked, price, sort, page) => {
          const params = new URLSearchParams();
          for (const f of picked) params.append(`tn_fk_${f.split('=')[0]}`, f.split('=')[1]!);
          if (price) params.set('tn_fk_ae-prijs', `${price[0]}-${price[1]}`);
          if (sort) params.set('tn_sort', sort);
          if (page > 1) params.set('tn_p', String(page));
          const { viaSql, viaSnapshot } = await both(term, params.toString());
          expect(viaSnapshot).toEqual(viaSql);
        },
      ),
      { numRuns: 40, seed: 67 },
    );
  });

  it('a price change shows at the next search, and from the rebuilt snapshot after', async () => {
    await warmSearchSnapshot(db);
    const first = (await search('hoeslaken', 'tn_sort=prijs-oplopend')).products[0]!;
    // The cheapest hoeslaken becomes the dearest: every variant's price (the product's is the lowest).
    await priceEveryVariant(first.id, 9_999_900);
    const next = await search('hoeslaken', 'tn_sort=prijs-oplopend');
    expect(next.products[0]!.id).not.toBe(first.id);
    const dearest = await search('hoeslaken', 'tn_sort=prijs-aflopend');
    expect(dearest.products[0]).toMatchObject({ id: first.id, price: { price: 9_999_900 } });
    expect(dearest.filters.find((f) => f.url_key === 'ae-prijs')?.range?.maxrange).toBe(99_999);
    // The rebuilt snapshot says the same.
    expect(await warmSearchSnapshot(db)).not.toBeNull();
    expect((await search('hoeslaken', 'tn_sort=prijs-aflopend')).products[0]!.id).toBe(first.id);
    const { viaSql, viaSnapshot } = await both('hoeslaken', 'tn_fk_ae-prijs=90000-100000');
    expect(viaSnapshot.pagination.total).toBe(1);
    expect(viaSnapshot).toEqual(viaSql);
  });

  it('an availability change shows at the next search (the popularity order puts sold-out last)', async () => {
    await warmSearchSnapshot(db);
    const top = (await search('kussen', 'tn_sort=populariteit')).products[0]!;
    const res = await admin.call('POST', `/v1/admin/products/${top.id}/availability`, { token: staff, body: { available: false } });
    expect(res.status).toBe(200);
    expect((await search('kussen', 'tn_sort=populariteit')).products[0]!.id).not.toBe(top.id);
    expect(await warmSearchSnapshot(db)).not.toBeNull();
    const { viaSql, viaSnapshot } = await both('kussen', 'tn_sort=populariteit');
    expect(viaSnapshot.products[0]!.id).not.toBe(top.id);
    expect(viaSnapshot).toEqual(viaSql);
  });

  it('a new product is found at the next search, with its facet counted', async () => {
    await warmSearchSnapshot(db);
    const before = await search('hoeslaken', 'tn_fk_kleur=wit');
    const [max] = await admin.rows<{ id: number }>(sql`select max(id)::int as id from products`);
    const id = max!.id + 1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into products (id, slug, title, sku, brand_id, main_category_id, product_type, price, popularity, search_text)
        select ${id}, 'zoekproef-hoeslaken-' || ${id}, 'Zoekproef hoeslaken wit', 'ZP-' || ${id}, brand_id, main_category_id, 'hoeslaken', 1234, 999999, 'zoekproef hoeslaken wit'
        from products where product_type = 'hoeslaken' limit 1`);
      await tx.execute(sql`insert into product_facets (product_id, key, value, title) values (${id}, 'kleur', 'wit', 'Wit')`);
    });
    const after = await search('hoeslaken', 'tn_fk_kleur=wit');
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    expect(after.products.map((p) => p.id)).toContain(id);
    expect(await warmSearchSnapshot(db)).not.toBeNull();
    const { viaSql, viaSnapshot } = await both('hoeslaken', 'tn_fk_kleur=wit');
    expect(viaSnapshot.pagination.total).toBe(before.pagination.total + 1);
    expect(viaSnapshot.products.map((p) => p.id)).toContain(id);
    expect(viaSnapshot).toEqual(viaSql);
    // Found by its own word too (full text over the new row).
    expect((await search('zoekproef')).products.map((p) => p.id)).toContain(id);
  });

  it('a tile kept in the snapshot shows a brand, image or size-variant change at the next search; a stock change rebuilds nothing', async () => {
    type Tile = { id: number; variant_id: number; url: string; brand: { title: string }; image: { alt: string } | null };
    const tiles = async () => (await search('hoeslaken 160x200')).products as unknown as Tile[];
    const version = async () => (await admin.rows<{ v: string }>(sql`select version::text as v from catalogue_changes where id = 1`))[0]!.v;
    await warmSearchSnapshot(db);
    const [first] = await tiles();
    expect(first!.url).toBe(`${first!.url.split('?')[0]}?variant=${first!.variant_id}`);
    // An order's stock change is not a catalogue change: the counter (and so the snapshot) stays.
    const counted = await version();
    await db.execute(sql`update variants set stock = stock - 1 where product_id = ${first!.id}`);
    expect(await version()).toBe(counted);
    expect((await tiles())[0]).toEqual(first);
    // Staff rename the brand, change the image's text and the chosen variant's size: each shows at the
    // next search, from a fresh snapshot as much as through the SQL path.
    const mine = async () => (await tiles()).find((t) => t.id === first!.id)!;
    await warmSearchSnapshot(db);
    await db.execute(sql`update brands set title = title || ' Nieuw' where id = (select brand_id from products where id = ${first!.id})`);
    expect((await mine()).brand.title).toBe(`${first!.brand.title} Nieuw`);
    if (first!.image) {
      await warmSearchSnapshot(db);
      await db.execute(sql`update product_images set alt = 'Nieuwe foto' where product_id = ${first!.id} and position = 0`);
      expect((await mine()).image?.alt).toBe('Nieuwe foto');
    }
    await warmSearchSnapshot(db);
    await db.execute(sql`update variants set option_values = jsonb_set(option_values, '{0}', '"999x999"') where id = ${first!.variant_id}`);
    const next = await mine();
    expect(next.variant_id).not.toBe(first!.variant_id);
    expect(next.url).not.toContain(`variant=${first!.variant_id}`);
    // The rebuilt snapshot, and its kept tiles, answer as the SQL path does.
    expect(await warmSearchSnapshot(db)).not.toBeNull();
    const { viaSql, viaSnapshot } = await both('hoeslaken 160x200');
    expect(viaSnapshot).toEqual(viaSql);
    expect((viaSnapshot.products as unknown as Tile[]).find((t) => t.id === first!.id)?.brand.title).toBe(`${first!.brand.title} Nieuw`);
  });

  it('a synonym edit shows at the next search without a rebuild (the snapshot holds no words)', async () => {
    const snapshot = await warmSearchSnapshot(db);
    expect((await search('slaapkleedje')).understanding.relaxed).not.toBeNull();
    const saved = await admin.call('POST', '/v1/admin/search/synonyms', {
      token: staff,
      body: { phrase: 'slaapkleedje', kind: 'type', product_type: '', target: 'vloerkleed' },
    });
    expect(saved.status).toBe(200);
    const after = await search('slaapkleedje');
    expect(after.understanding).toMatchObject({ label: 'Vloerkleden', relaxed: null });
    expect(await currentSearchSnapshot(db)).toBe(snapshot);
    const { viaSql, viaSnapshot } = await both('slaapkleedje');
    expect(viaSnapshot).toEqual(viaSql);
  });

  it("the most popular products' tiles are read once per snapshot: a page of them reads no tile, and answers as the SQL path", async () => {
    const snapshot = (await warmSearchSnapshot(db))!;
    await warmPopularTiles(db);
    expect(snapshot.popularTiles.size).toBe(Math.min(POPULAR_TILES, snapshot.n));
    // Every statement a search sends, by its text.
    const sent: string[] = [];
    const execute = db.execute.bind(db);
    const spy = db as unknown as { execute: (q: unknown) => Promise<unknown> };
    spy.execute = (q: unknown) => {
      const chunks = (q as { queryChunks?: Array<{ value?: string[] }> }).queryChunks ?? [];
      sent.push(chunks.map((c) => (c.value ?? []).join('')).join('?'));
      return (execute as (q: unknown) => Promise<unknown>)(q);
    };
    const tileStatements = () => sent.filter((t) => t.includes('from matched m')).length;
    try {
      // No tile kept from an earlier search: the page's tiles are popular ones.
      snapshot.tiles.clear();
      const shown = await search('kussensloop', 'tn_sort=beoordeling');
      expect(shown.products.length).toBeGreaterThan(0);
      expect(tileStatements()).toBe(0);
      // Without the popular tiles (as before 0080), the same page reads its tiles.
      setSearchPopularTiles(false);
      expect((await search('kussensloop', 'tn_sort=beoordeling')).products).toEqual(shown.products);
      expect(tileStatements()).toBe(1);
    } finally {
      setSearchPopularTiles(true);
      spy.execute = execute as (q: unknown) => Promise<unknown>;
    }
    const { viaSql, viaSnapshot } = await both('kussensloop', 'tn_sort=beoordeling');
    expect(viaSnapshot).toEqual(viaSql);
    // A changed product shows: its title moves the counter, the next search answers the new title (the SQL
    // path while a new snapshot, with its own popular tiles, is built).
    const id = viaSnapshot.products[0]!.id;
    await db.execute(sql`update products set title = title || ' Nieuw' where id = ${id}`);
    const changed = (await search('kussensloop', 'tn_sort=beoordeling')).products.find((p) => p.id === id);
    expect(changed?.title).toBe(`${viaSnapshot.products[0]!.title} Nieuw`);
    const rebuilt = (await warmSearchSnapshot(db))!;
    expect(rebuilt).not.toBe(snapshot);
    await warmPopularTiles(db);
    expect(rebuilt.popularTiles.get(id)).toBeDefined();
    const again = await both('kussensloop', 'tn_sort=beoordeling');
    expect(again.viaSnapshot).toEqual(again.viaSql);
  });
  it('a listing worked out once serves a term that means the same; a catalogue change reaches the very same search (docs/decisions/0085)', async () => {
    const snapshot = (await warmSearchSnapshot(db))!;
    await warmPopularTiles(db);
    const before = listingCounts();
    const first = await search('hoeslaken 160x200', 'tn_sort=prijs-oplopend');
    const workedOut = listingCounts().workedOut - before.workedOut;
    expect(workedOut).toBeGreaterThan(0);
    // Other notations of the same size and type: no listing worked out again, the same answer.
    for (const term of ['hoeslaken 160 x 200', 'hoeslakens 160 bij 200', 'Hoeslaken 160*200']) {
      const again = await search(term, 'tn_sort=prijs-oplopend');
      expect(again.products, term).toEqual(first.products);
      expect(again.pagination, term).toEqual(first.pagination);
    }
    expect(listingCounts().workedOut - before.workedOut).toBe(workedOut);
    expect(listingCounts().reused - before.reused).toBeGreaterThanOrEqual(3);
    // A second shopper after a staff change does not get the kept listing: the cheapest becomes the dearest.
    const cheapest = first.products[0]!;
    await priceEveryVariant(cheapest.id, 8_888_800);
    const afterChange = await search('hoeslaken 160 x 200', 'tn_sort=prijs-oplopend');
    expect(afterChange.products[0]!.id).not.toBe(cheapest.id);
    expect(await warmSearchSnapshot(db)).not.toBe(snapshot);
    const { viaSql, viaSnapshot } = await both('hoeslaken 160x200', 'tn_sort=prijs-oplopend');
    expect(viaSnapshot.products[0]!.id).not.toBe(cheapest.id);
    expect(viaSnapshot).toEqual(viaSql);
  });

  it('every part of a request decides its kept listing: filter, price range, sort and page, one changed at a time', async () => {
    await warmSearchSnapshot(db);
    await warmPopularTiles(db);
    const variations = [
      '',
      'tn_fk_kleur=wit',
      'tn_fk_kleur=grijs',
      'tn_fk_ae-prijs=0-40',
      'tn_fk_ae-prijs=40-300',
      'tn_sort=prijs-oplopend',
      'tn_sort=prijs-aflopend',
      'tn_sort=nieuwste',
      'tn_p=2',
    ];
    // Each one through the snapshot right after the others (so a listing kept for another would be served),
    // then each one against the SQL path.
    const viaSnapshot = [];
    const before = listingCounts();
    for (const q of variations) viaSnapshot.push(await search('dekbedovertrek 200x220', q));
    const after = listingCounts();
    // Every one answered from the snapshot (not by the SQL path), each listing worked out once.
    expect(after.workedOut - before.workedOut + after.reused - before.reused).toBeGreaterThanOrEqual(variations.length);
    // Two free-text terms (brand names: no type, no size, no filter): only the words tell them apart.
    const brands = await admin.rows<{ title: string }>(
      sql`select b.title from brands b where exists (select 1 from products p where p.brand_id = b.id) order by b.id limit 2`,
    );
    expect(brands).toHaveLength(2);
    const [one, two] = [await search(brands[0]!.title), await search(brands[1]!.title)];
    expect(one.pagination.total).toBeGreaterThan(0);
    expect(two.products.map((p) => p.id)).not.toEqual(one.products.map((p) => p.id));
    for (const [i, q] of variations.entries()) {
      setSearchSnapshotEnabled(false);
      const viaSql = await search('dekbedovertrek 200x220', q);
      setSearchSnapshotEnabled(true);
      expect(viaSnapshot[i], q).toEqual(viaSql);
    }
  });

  it('attacker: 1,500 distinct listings keep the kept ones within 1,000 and 16 MiB, frozen', async () => {
    const snapshot = (await warmSearchSnapshot(db))!;
    const scope = { query: null, types: ['hoeslaken'], texts: [] };
    for (let i = 0; i < 1_500; i++) {
      const state = parseListingQuery(`tn_fk_ae-prijs=${i % 300}-${300 + Math.floor(i / 300)}`);
      await snapshotListing(db, snapshot, scope, state, ['kleur', 'maat'], 'relevantie', { limit: 24, offset: 0 }, true);
    }
    expect(snapshot.listings.size).toBeLessThanOrEqual(1_000);
    expect(snapshot.listings.calculatedSize).toBeLessThanOrEqual(16 * 1024 * 1024);
    const kept = [...snapshot.listings.values()][0]!;
    expect(Object.isFrozen(kept) && Object.isFrozen(kept.facetRows)).toBe(true);
    expect(() => (kept.facetRows as unknown as unknown[]).push({})).toThrow(TypeError);
  });
});
