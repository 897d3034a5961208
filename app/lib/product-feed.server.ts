// The product feed for Google Merchant Center and other shopping sites (docs/decisions/0051):
// RSS 2.0 with the g: namespace, one item per variant. A reduction is shown as price (the lawful
// "was" price: the lowest of the 30 days before the reduction) with sale_price (today's price), the
// same two prices the product page shows; without a lawful "was" price only today's price.
import type { AnswerOf } from '#contract/operation';
import type { getProductFeed } from '#contract/operations/feeds';
import { escapeXml } from './sitemap';

type FeedItem = AnswerOf<typeof getProductFeed>['items'][number];

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';

/** Merchant Center's price text: "49.95 EUR". */
export const feedPrice = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

const el = (name: string, value: string | null | undefined) => (value ? `<${name}>${escapeXml(value)}</${name}>` : '');

/** Title limits of Merchant Center: 150 characters. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function itemXml(origin: string, item: FeedItem): string {
  const reduced = item.price_old !== null && item.price_old > item.price;
  const parts = [
    el('g:id', item.id),
    el('g:item_group_id', item.item_group_id),
    el('g:title', clip(item.title, 150)),
    el('g:description', item.description),
    el('g:link', new URL(item.path, origin).href),
    item.image_path ? el('g:image_link', new URL(item.image_path, origin).href) : '',
    ...item.additional_image_paths.map((p) => el('g:additional_image_link', new URL(p, origin).href)),
    el('g:availability', item.in_stock ? 'in_stock' : 'out_of_stock'),
    el('g:price', feedPrice(reduced ? item.price_old! : item.price)),
    reduced ? el('g:sale_price', feedPrice(item.price)) : '',
    el('g:condition', 'new'),
    el('g:brand', item.brand),
    el('g:mpn', item.mpn),
    el('g:size', item.size),
    el('g:color', item.color),
    el('g:material', item.material),
    el('g:product_type', item.product_type),
    `<g:shipping>${el('g:country', 'NL')}${el('g:service', 'Standaard')}${el('g:price', feedPrice(item.shipping_price))}</g:shipping>`,
  ];
  return `    <item>${parts.join('')}</item>`;
}

/** The whole feed as XML text. */
export function productFeedXml(origin: string, items: readonly FeedItem[]): string {
  const home = new URL('/', origin).href;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NS}">`,
    '  <channel>',
    `    <title>Slaapzaak</title>`,
    `    <link>${escapeXml(home)}</link>`,
    '    <description>Beddengoed, matrassen en meer van Slaapzaak</description>',
    ...items.map((item) => itemXml(origin, item)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
