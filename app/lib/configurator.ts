// The box-spring configurator in the storefront: the flow rules are the commerce API's own pure
// module (one truth for step rules and price), plus the configurator's URLs. Every step is a GET
// form, so the configuration lives in the query string: /configurator/{category}/{product}/step-{n}/?size=…
export * from '#contract/rules/configurator';
import { allProperties, type Configuration, type ConfiguratorStep } from '#contract/rules/configurator';

export const DEFAULT_PRODUCT = 'boxspringset-hotel';
export const DEFAULT_CATEGORY = 'boxsprings';
/** Set after 'In winkelwagen' (POST → redirect → GET): shows 'Toegevoegd'. */
export const ADDED_PARAM = 'toegevoegd';

/** The configuration as query parameters, in step order (stable, shareable URLs). */
export function configQuery(steps: ConfiguratorStep[], config: Configuration): string {
  const params = new URLSearchParams();
  for (const p of allProperties(steps)) {
    const value = config[p.property];
    if (value) params.set(p.property, value);
  }
  return params.toString();
}

export function stepHref(base: { category: string; code: string }, n: number, query: string): string {
  return `/configurator/${base.category}/${base.code}/step-${n}/${query ? `?${query}` : ''}`;
}
