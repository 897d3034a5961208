// POST /v1/vitals — one page view's field data from the storefront (contract/operations/vitals.ts,
// docs/decisions/0068). Rate-limited per shopper address (the storefront's signed one); the address
// is a limiter key for a minute and never stored with the counts.
import * as ops from '#contract/operations/vitals';
import { createRouter, errorBody } from '../http';
import { LIMITS } from '../platform/rate-limits';
import { clientIp, createLimiterFactory } from '../customer/context';
import { recordVitals } from './vitals';

export function createVitalsRoutes() {
  const app = createRouter();
  const limiterOf = createLimiterFactory();
  app.openapi(ops.recordVitals, async (c) => {
    const { database } = c.get('deps');
    if (!(await limiterOf(c).takeAddress(LIMITS.vitalsIp, clientIp(c)))) {
      return c.json(errorBody(LIMITS.vitalsIp.message), 429, { 'Retry-After': String(LIMITS.vitalsIp.windowMs / 1000) });
    }
    await recordVitals(database.db, c.req.valid('json'));
    return c.json({ counted: true }, 202);
  });
  return app;
}
