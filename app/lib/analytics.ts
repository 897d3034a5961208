// The analytics layer: GA4-style events on window.dataLayer (Google Tag Manager reads it).
// Events are only pushed in the browser; the consent state is Consent Mode v2.

type DataLayerEntry = Record<string, unknown> | IArguments | unknown[];

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export const CURRENCY = 'EUR';

function layer(): DataLayerEntry[] | null {
  if (typeof window === 'undefined') return null;
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/** gtag() pushes its arguments object; tag managers rely on that shape. */
function gtag(..._args: unknown[]) {
  layer()?.push(arguments);
}

export type ConsentState = 'granted' | 'denied';

export interface ConsentModeV2 {
  ad_storage: ConsentState;
  analytics_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  functionality_storage: ConsentState;
  security_storage: ConsentState;
}

export function consentFor(choice: 'accepted' | 'refused'): ConsentModeV2 {
  const state: ConsentState = choice === 'accepted' ? 'granted' : 'denied';
  return {
    ad_storage: state,
    analytics_storage: state,
    ad_user_data: state,
    ad_personalization: state,
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}

/** docs/requirements/operations.md#screens-and-routes Cookie bar: the choice is pushed to analytics. */
export function pushConsent(choice: 'accepted' | 'refused') {
  gtag('consent', 'update', consentFor(choice));
  layer()?.push({ event: 'cookie_consent', cookie_consent: choice });
}

/** docs/requirements/operations.md#screens-and-routes Routing rules: the `email` query parameter registers the known visitor. */
export function pushKnownVisitor(email: string) {
  layer()?.push({ event: 'known_visitor', user_data: { email } });
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  item_category2?: string;
  item_category3?: string;
  price: number;
  quantity?: number;
  index?: number;
  /** docs/requirements/operations.md#data analytics reading of a cart line: the product the variant belongs to. */
  parent?: { id: number; title: string };
  /** docs/requirements/operations.md#data: the line's categories by name (the first also as GA4's item_category). */
  categories?: { name: string }[];
  variant_id?: number;
  subtotal?: number;
}

/** GA4's item_category fields from a list of category names (at most 3 here). */
export function categoryFields(categories: { name: string }[]): Pick<AnalyticsItem, 'item_category' | 'item_category2' | 'item_category3'> {
  const [first, second, third] = categories.map((c) => c.name);
  return {
    ...(first ? { item_category: first } : {}),
    ...(second ? { item_category2: second } : {}),
    ...(third ? { item_category3: third } : {}),
  };
}

/** A GA4 ecommerce event; prices are given in cents and sent in euros. */
export function pushEcommerce(event: string, payload: { items: AnalyticsItem[]; value?: number; [key: string]: unknown }) {
  const items = payload.items.map((item) => ({
    ...item,
    price: item.price / 100,
    ...(item.subtotal !== undefined ? { subtotal: item.subtotal / 100 } : {}),
  }));
  layer()?.push({ ecommerce: null });
  layer()?.push({
    event,
    ecommerce: { currency: CURRENCY, ...payload, items, ...(payload.value !== undefined ? { value: payload.value / 100 } : {}) },
  });
}

export function pushPageView(path: string) {
  layer()?.push({ event: 'page_view', page_path: path });
}

/** The inline script that sets Consent Mode defaults before any tag loads. */
export function consentDefaultsScript(choice: 'accepted' | 'refused' | null): string {
  const defaults = consentFor(choice ?? 'refused');
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',${JSON.stringify({
    ...defaults,
    wait_for_update: 500,
  })});`;
}
