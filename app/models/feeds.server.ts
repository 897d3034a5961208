// The product feed and the sitemaps as XML, kept by the catalogue's version (docs/decisions/0051).
// Every request asks the API for the version (one cheap query); a price change, an availability
// change or a variant selling out changes it, so nothing older than the catalogue is served.
// Cache policy (lib/cache, docs/decisions/0041):
// - "feed and sitemap data": the API's answers, key = the commerce client (by identity), the kind
//   (feed, sitemap index, sitemap part) and the version; 15 minutes; at most 16 answers, 96 MiB.
// - "feed and sitemap XML": the rendered text, key = the same plus the origin the URLs are built on:
//   PUBLIC_URL's on a real shop, never a Host header a request claims (lib/public-origin.ts; on a demo
//   only this machine's own origins, a handful); 15 minutes; at most 16 texts, 96 MiB.
import { cacheKey, createCache, jsonBytes, stringBytes } from '../../lib/cache';
import { getFeedVersion, getProductFeed, getProductSitemap, getProductSitemapIndex } from '#contract/operations/feeds';
import type { CommerceClient } from './client.server';
import { productFeedXml } from '~/lib/product-feed.server';
import { productSitemapXml } from '~/lib/sitemap';

const TTL_MS = 15 * 60 * 1000;
const data = createCache<unknown>({
  name: 'feed and sitemap data',
  ttlMs: TTL_MS,
  maxEntries: 16,
  maxBytes: 96 * 1024 * 1024,
  sizeOf: jsonBytes,
});
const xml = createCache<string>({
  name: 'feed and sitemap XML',
  ttlMs: TTL_MS,
  maxEntries: 16,
  maxBytes: 96 * 1024 * 1024,
  sizeOf: stringBytes,
});

export interface KeptXml {
  body: string;
  /** The catalogue version it was made from: an ETag. */
  version: string;
}

async function versionOf(commerce: CommerceClient): Promise<string> {
  return (await commerce.call(getFeedVersion)).version;
}

/** /feeds/products.xml */
export async function productFeed(commerce: CommerceClient, origin: string): Promise<KeptXml> {
  const version = await versionOf(commerce);
  const body = await xml.load(cacheKey(commerce, 'feed', version, origin), async () => {
    const feed = (await data.load(cacheKey(commerce, 'feed', version), () =>
      commerce.call(getProductFeed, { query: { version } }),
    )) as Awaited<ReturnType<typeof commerce.call<typeof getProductFeed>>>;
    return productFeedXml(origin, feed.items);
  });
  return { body, version };
}

/** The product sitemaps' numbers and lastmods, for the sitemap index. */
export async function productSitemapParts(commerce: CommerceClient) {
  const version = await versionOf(commerce);
  const index = (await data.load(cacheKey(commerce, 'sitemap-index', version), () =>
    commerce.call(getProductSitemapIndex, { query: { version } }),
  )) as Awaited<ReturnType<typeof commerce.call<typeof getProductSitemapIndex>>>;
  return { version, parts: index.parts };
}

/** One product sitemap, or null when there is no such part. */
export async function productSitemap(commerce: CommerceClient, origin: string, part: number): Promise<KeptXml | null> {
  const { version, parts } = await productSitemapParts(commerce);
  if (!parts.some((p) => p.part === part)) return null;
  const body = await xml.load(cacheKey(commerce, 'sitemap', version, origin, part), async () => {
    const answer = await commerce.call(getProductSitemap, { params: { part }, query: { version } });
    return productSitemapXml(origin, answer.urls);
  });
  return { body, version };
}
