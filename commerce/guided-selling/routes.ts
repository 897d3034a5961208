// /v1/catalog/guided-selling and /v1/catalog/configurator/{slug} — the handlers
// (contract/operations/guided-selling.ts defines them; docs/requirements/assistant-and-guided-selling.md#api Catalog, #data Wizard and Configurator).
// Logic lives in ./guided-selling.ts and ../cart/configurator.ts.
import * as ops from '#contract/operations/guided-selling';
import { createRouter, errorBody } from '../http';
import { getConfigurator } from '../cart/configurator';
import { guidedSelling, WizardError } from './guided-selling';

export function createGuidedSellingRoutes() {
  const app = createRouter();

  app.openapi(ops.runGuidedSelling, async (c) => {
    try {
      const answer = await guidedSelling(c.get('deps').database.db, c.req.valid('json'));
      if (!answer) return c.json(errorBody('Deze keuzehulp bestaat niet.'), 404);
      return c.json(answer, 200);
    } catch (error) {
      if (error instanceof WizardError) return c.json(errorBody(error.message), 400);
      throw error;
    }
  });

  app.openapi(ops.getConfigurator, async (c) => {
    const def = await getConfigurator(c.get('deps').database.db, c.req.valid('param').slug);
    if (!def) return c.json(errorBody('Deze configurator bestaat niet.'), 404);
    return c.json(def, 200);
  });

  return app;
}
