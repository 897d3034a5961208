// Which product the quick view shows (null: closed), and what the quick-buy panel has seen
// (SPEC §4 'Cart add from quick view': added and failed ids). Tiny, in the first load; the dialog
// itself is loaded on demand (quick-view.tsx).
import { atom } from 'nanostores';

export interface QuickViewTarget {
  url: string;
  title: string;
}

export const quickViewTarget = atom<QuickViewTarget | null>(null);
export const quickBuy = atom<{ added: number[]; failed: number[] }>({ added: [], failed: [] });

export function openQuickView(target: QuickViewTarget) {
  quickViewTarget.set(target);
}

export function closeQuickView() {
  quickViewTarget.set(null);
}

export function recordQuickBuy(variantId: number, ok: boolean) {
  const { added, failed } = quickBuy.get();
  quickBuy.set(
    ok
      ? { added: [...added.filter((id) => id !== variantId), variantId], failed: failed.filter((id) => id !== variantId) }
      : { added: added.filter((id) => id !== variantId), failed: [...failed.filter((id) => id !== variantId), variantId] },
  );
}
