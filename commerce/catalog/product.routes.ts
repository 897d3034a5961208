// /v1/catalog/product/* and /v1/catalog/suggested-products — the handlers of the product
// operations (contract/operations/product.ts defines them; docs/requirements/catalogue-and-search.md#api Catalog).
import type { Context } from 'hono';
import * as ops from '#contract/operations/product';
import { createRouter, errorBody, type CommerceEnv } from '../http';
import { productDetail, suggestedProducts } from './product-detail';
import { promiseNow } from '../delivery/promise';
import { LIMITS } from '../platform/rate-limits';
import { listReviews, productExists, REVIEW_THANKS, submitReview } from './reviews';
import { clientIp, createLimiterFactory } from '../customer/context';

const dbOf = (c: Context<CommerceEnv>) => c.get('deps').database.db;

export function createProductRoutes() {
  const app = createRouter();
  const limiterOf = createLimiterFactory();

  app.openapi(ops.getProduct, async (c) => {
    const payments = c.get('deps').providers.payments;
    const product = await productDetail(
      dbOf(c),
      c.req.valid('param').slugOrId,
      (method) => payments.supportsMethod(method),
      promiseNow(c.get('deps').config),
    );
    if (!product) return c.json(errorBody('Dit product bestaat niet.'), 404);
    return c.json(product, 200);
  });

  app.openapi(ops.listPopularProducts, async (c) =>
    c.json({ products: (await suggestedProducts(dbOf(c), null, c.req.valid('query').limit)) ?? [] }, 200),
  );

  app.openapi(ops.listSuggestedProducts, async (c) => {
    const products = await suggestedProducts(dbOf(c), Number(c.req.valid('param').id), c.req.valid('query').limit);
    if (!products) return c.json(errorBody('Dit product bestaat niet.'), 404);
    return c.json({ products }, 200);
  });

  app.openapi(ops.listReviews, async (c) => {
    const { page, per_page } = c.req.valid('query');
    const result = await listReviews(dbOf(c), Number(c.req.valid('param').id), page, per_page);
    if (!result) return c.json(errorBody('Dit product bestaat niet.'), 404);
    return c.json(result, 200);
  });

  app.openapi(ops.submitReview, async (c) => {
    const db = dbOf(c);
    const productId = Number(c.req.valid('param').id);
    if (!(await productExists(db, productId))) return c.json(errorBody('Dit product bestaat niet.'), 404);
    if (!(await limiterOf(c).takeAddress(LIMITS.reviewIp, clientIp(c)))) return c.json(errorBody(LIMITS.reviewIp.message), 429);
    await submitReview(db, productId, c.req.valid('json'));
    return c.json({ data: { message: REVIEW_THANKS } }, 202);
  });

  return app;
}
