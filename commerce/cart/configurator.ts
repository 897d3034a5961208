// The box-spring configurator on the server: definitions by slug, and the configured cart line.
// The price of a configured line is always computed here from the configuration; whatever price
// the client posts is ignored (docs/requirements/assistant-and-guided-selling.md#data custom payload: slug, boxconfig_id, special_price_incl, price, category).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { configurators, variants } from '../db/schema';
import { CartError } from './cart';
import { configuredUnitPrice } from '../pricing/pricing';
import {
  cleanConfiguration,
  configurationId,
  orderComplete,
  sceneUrl,
  summaryLines,
  visibleSteps,
  type ConfiguratorDefinition,
} from '#contract/rules/configurator';

export async function getConfigurator(db: Db, slug: string): Promise<ConfiguratorDefinition | null> {
  const [row] = await db.select({ definition: configurators.definition }).from(configurators).where(eq(configurators.slug, slug));
  return row ? (row.definition as ConfiguratorDefinition) : null;
}

async function configuratorOfProduct(db: Db, productId: number): Promise<ConfiguratorDefinition | null> {
  const [row] = await db.select({ definition: configurators.definition }).from(configurators).where(eq(configurators.productId, productId));
  return row ? (row.definition as ConfiguratorDefinition) : null;
}

export interface ConfiguredLine {
  custom: Record<string, unknown>;
  unitPrice: number;
}

/**
 * For a cart add: null when the variant's product is not configurable (an ordinary line). For a
 * configurable product the configuration must be complete and match the variant's size; the line
 * gets the server's price and a custom payload rebuilt from the definition.
 */
export async function configureLine(db: Db, variantId: number, custom: Record<string, unknown> | null): Promise<ConfiguredLine | null> {
  const [variant] = await db
    .select({ productId: variants.productId, optionValues: variants.optionValues })
    .from(variants)
    .where(eq(variants.id, variantId));
  if (!variant) return null;
  const def = await configuratorOfProduct(db, variant.productId);
  if (!def) return null;
  if (!custom) throw new CartError('Stel je boxspring eerst samen in de configurator.', 400, 'custom');
  const steps = visibleSteps(def);
  const given = custom.configuration && typeof custom.configuration === 'object' ? (custom.configuration as Record<string, unknown>) : {};
  const config = cleanConfiguration(steps, given);
  if (!orderComplete(steps, config)) throw new CartError('Order niet compleet: selecteer alle opties.', 400, 'custom');
  if (variant.optionValues[0] !== config.size) throw new CartError('De gekozen maat hoort niet bij dit product.', 400, 'item_id');
  const price = configuredUnitPrice(def, steps, config);
  return {
    unitPrice: price,
    custom: {
      slug: def.code,
      boxconfig_id: configurationId(def.code, steps, config),
      special_price_incl: price,
      price,
      category: def.category,
      configuration: config,
      summary: summaryLines(steps, config).map((l) => ({ id: l.property, title: l.title, value: l.value })),
      image_url: sceneUrl(def, config),
    },
  };
}
