// Options and variants of a product page (docs/requirements/catalogue-and-search.md#data Product): which option values a shopper can pick,
// which variant a URL (?variant=…) selects, and the texts for price saving and stock. Pure, shared
// by the server render and the browser.

export const ONE_SIZE = '0x0';
export const LOW_STOCK = 5;

export interface OptionVariant {
  id: number;
  option_values: string[];
  price: number;
  price_old: number | null;
  stock: number;
}

export interface ProductOptionsInput<V extends OptionVariant = OptionVariant> {
  url: string;
  variant_id: number | null;
  options: { title: string; values: { title: string }[] }[];
  variants: V[];
}

export interface OptionChoice {
  title: string;
  /** The variant this choice leads to, keeping the other options as they are where possible. */
  variantId: number;
  href: string;
  selected: boolean;
  soldOut: boolean;
}

/** The URL of a product page with a variant chosen; the default variant keeps the plain URL. */
export function variantUrl(productUrl: string, variantId: number, defaultVariantId: number | null): string {
  return variantId === defaultVariantId ? productUrl : `${productUrl}?variant=${variantId}`;
}

/** The variant a ?variant= value selects; an unknown or malformed one falls back to the default. */
export function selectedVariant<V extends OptionVariant>(product: ProductOptionsInput<V>, requested: string | null | undefined): V | null {
  if (requested && /^\d{1,12}$/.test(requested)) {
    const chosen = product.variants.find((v) => v.id === Number(requested));
    if (chosen) return chosen;
  }
  return (
    product.variants.find((v) => v.id === product.variant_id) ?? product.variants.find((v) => v.stock > 0) ?? product.variants[0] ?? null
  );
}

/**
 * The option pickers to show. Values titled 0x0 (one size) are hidden when there is more than one
 * option or more than one value to choose from (docs/requirements/catalogue-and-search.md#data); an option left with fewer than two values
 * is no choice and is not shown.
 */
export function optionChoices(product: ProductOptionsInput, current: OptionVariant): { title: string; choices: OptionChoice[] }[] {
  const manyOptions = product.options.length > 1;
  return product.options
    .map((option, index) => {
      const values = option.values
        .map((v) => v.title)
        .filter((title) => !(title === ONE_SIZE && (manyOptions || option.values.length > 1)));
      const choices = values.map((title): OptionChoice => {
        const matching = product.variants.filter((v) => v.option_values[index] === title);
        // Prefer the variant that keeps the shopper's other choices; else the first in stock.
        const keep = matching.find((v) => v.option_values.every((value, i) => i === index || value === current.option_values[i]));
        const target = keep ?? matching.find((v) => v.stock > 0) ?? matching[0]!;
        return {
          title,
          variantId: target.id,
          href: variantUrl(product.url, target.id, product.variant_id),
          selected: current.option_values[index] === title,
          soldOut: matching.every((v) => v.stock <= 0),
        };
      });
      return { title: option.title, choices };
    })
    .filter((o) => o.choices.length > 1);
}

/** The saving against the old price, or null when there is none. */
export function saving(price: number, priceOld: number | null): { amount: number; percent: number } | null {
  if (!priceOld || priceOld <= price) return null;
  return { amount: priceOld - price, percent: Math.round((1 - price / priceOld) * 100) };
}

/** The stock line of the chosen variant. */
export function stockText(available: boolean, stock: number): { text: string; level: 'in' | 'low' | 'out' } {
  if (!available || stock <= 0) return { text: 'Uitverkocht', level: 'out' };
  if (stock < LOW_STOCK) return { text: `Nog maar ${stock} op voorraad`, level: 'low' };
  return { text: 'Op voorraad', level: 'in' };
}
