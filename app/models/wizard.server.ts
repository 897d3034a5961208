// Guided selling and the configurator (docs/requirements/assistant-and-guided-selling.md#api Catalog): typed calls of the commerce API.
import * as ops from '#contract/operations/guided-selling';
import { isCommerceError, type CommerceClient } from './client.server';

// The answer shapes are the commerce API's own (type-only imports: no server code comes along).
export type { WizardQuestion, WizardResponse } from '#contract/schemas/guided-selling';
export type { ConfiguratorDefinition } from '#contract/rules/configurator';
import type { WizardResponse } from '#contract/schemas/guided-selling';
import type { ConfiguratorDefinition } from '#contract/rules/configurator';

export interface WizardCall {
  code?: string;
  category_id?: number;
  questions?: Record<string, number | number[]>;
}

/** The wizard's state for these answers; null when there is no such wizard. A wrong answer throws (400). */
export async function guidedSelling(commerce: CommerceClient, request: WizardCall): Promise<WizardResponse | null> {
  try {
    return await commerce.call(ops.runGuidedSelling, { body: request });
  } catch (error) {
    if (isCommerceError(error) && error.status === 404) return null;
    throw error;
  }
}

export async function getConfigurator(commerce: CommerceClient, slug: string): Promise<ConfiguratorDefinition | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  try {
    return await commerce.cachedCall(ops.getConfigurator, 60_000, { params: { slug } });
  } catch (error) {
    if (isCommerceError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
