// schema.org Product + Offer + AggregateRating for a product page, built on the server.
import type { Product } from '~/models/catalog.server';
import type { ReviewPage } from '~/models/product.server';

const euros = (cents: number) => (cents / 100).toFixed(2);

export function productJsonLd(
  product: Product,
  variant: { id: number; sku: string; price: number; price_old?: number | null; stock: number } | null,
  reviews: Pick<ReviewPage, 'average_score' | 'count'>,
  origin: string,
): string {
  const url = new URL(product.url, origin).href;
  const average = reviews.average_score ?? product.review.average_score;
  const count = reviews.count || product.review.count;
  const price = variant?.price ?? product.price.price;
  // The API's price_old is the lawful "was" price (docs/decisions/0051): shown as a strikethrough price only then.
  const wasPrice = variant ? (variant.price_old ?? null) : product.price.price_old;
  const json = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: variant?.sku ?? product.sku,
    brand: { '@type': 'Brand', name: product.brand.title },
    image: product.images.map((i) => new URL(i.url, origin).href),
    description: product.description
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 500),
    url,
    ...(product.main_category ? { category: product.main_category.title } : {}),
    offers: {
      '@type': 'Offer',
      url: variant && variant.id !== product.variant_id ? `${url}?variant=${variant.id}` : url,
      priceCurrency: 'EUR',
      price: euros(price),
      ...(wasPrice !== null && wasPrice > price
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: euros(wasPrice),
              priceCurrency: 'EUR',
            },
          }
        : {}),
      availability:
        product.available && (variant ? variant.stock > 0 : true) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Slaapzaak' },
    },
    ...(average && count
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
  // '<' escaped so no title or text can close the script element.
  return JSON.stringify(json).replace(/</g, '\\u003c');
}
