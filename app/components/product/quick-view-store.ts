// What the quick-buy panel has seen (docs/requirements/catalogue-and-search.md#states 'Cart add from quick view': it tracks added and failed
// ids). Lives with the quick view, which is loaded on demand, so none of it is in a first load.

export interface QuickViewTarget {
  url: string;
  title: string;
}

let bought: { added: number[]; failed: number[] } = { added: [], failed: [] };

export function recordQuickBuy(variantId: number, ok: boolean) {
  const { added, failed } = bought;
  bought = ok
    ? { added: [...added.filter((id) => id !== variantId), variantId], failed: failed.filter((id) => id !== variantId) }
    : { added: added.filter((id) => id !== variantId), failed: [...failed.filter((id) => id !== variantId), variantId] };
}

export const quickBuyState = () => bought;
