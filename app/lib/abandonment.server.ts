// docs/requirements/cart.md#api Abandonment: the storefront tells the API about carts, viewed products, viewed categories
// and known e-mail addresses, so the shop can remind a visitor of what they left behind. Sent from
// loaders and actions (so it works without JavaScript), only with the visitor's consent to cookies
// for offers ("accepted"; docs/decisions/0040), and never in the page's way: not awaited, cut off
// after ABANDON_TIMEOUT_MS, a failure logged and otherwise ignored.
import type { AppLoadContext } from 'react-router';
import * as abandon from '#contract/operations/abandon';
import type { CommerceClient } from '~/models/client.server';
import { getQuoteId } from './cart-cookie.server';
import { getConsent, sessionStorage } from './session.server';
import { readVisitorKey } from './visitor-key.server';
import { log } from './log.server';
import { pageUrl } from './page-url';

export type AbandonKind = 'cart' | 'browse' | 'category' | 'email';

/** After this long the storefront stops waiting for an abandonment call (it never waits in a page). */
export const ABANDON_TIMEOUT_MS = 2_000;

/** The API's limits (contract/operations/abandon.ts): at most 100 ids, an e-mail of at most 255 characters. */
const MAX_IDS = 100;

type Reporting = { request: Request; context: AppLoadContext };

/**
 * Sends one abandonment call (`send`, one of contract/operations/abandon.ts) when the visitor
 * accepted cookies, without blocking: the returned promise always resolves (tests and the edge
 * runtime's waitUntil may await it; pages do not).
 */
export function reportAbandonment(
  { request, context }: Reporting,
  kind: AbandonKind,
  send: (commerce: CommerceClient, who: Who) => Promise<unknown>,
): Promise<void> {
  if (getConsent(request) !== 'accepted') return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`geen antwoord binnen ${ABANDON_TIMEOUT_MS} ms`)), ABANDON_TIMEOUT_MS);
  });
  const call = whoIsReporting(request, context).then((who) => send(context.commerce, who));
  const settled = Promise.race([call, timeout]).then(
    () => undefined,
    (error: unknown) => log.warn(`Verlaten ${kind} niet doorgegeven:`, describe(error)),
  );
  void settled.finally(() => clearTimeout(timer));
  // On an edge runtime the work after the answer needs the runtime's leave (worker/index.ts).
  context.waitUntil?.(settled);
  return settled;
}

/** The keys a report carries so it can be joined (docs/decisions/0048): visitor key, cart, and the customer's session. */
interface Who {
  visitor: { visitor_id?: string; quote_id?: string } | undefined;
  headers: { 'x-customer-token'?: string };
}

async function whoIsReporting(request: Request, context: AppLoadContext): Promise<Who> {
  const [quoteId, session] = await Promise.all([
    getQuoteId(request, context).catch(() => null),
    sessionStorage(context)
      .getSession(request.headers.get('Cookie'))
      .catch(() => null),
  ]);
  const visitorId = readVisitorKey(request);
  const token = session?.get('customerToken');
  const visitor = { ...(visitorId ? { visitor_id: visitorId } : {}), ...(quoteId ? { quote_id: quoteId } : {}) };
  return {
    visitor: Object.keys(visitor).length > 0 ? visitor : undefined,
    headers: typeof token === 'string' ? { 'x-customer-token': token } : {},
  };
}

function describe(error: unknown): string {
  if (error instanceof Response) return `HTTP ${error.status}`;
  return error instanceof Error ? error.message : String(error);
}

/** A cart after a change: its quote_id, when, and the products (parent ids) in it. */
export function reportCart(at: Reporting, cart: { quote_id: string; items: { product_id: number }[] }): Promise<void> {
  if (!cart.quote_id) return Promise.resolve();
  const products = [...new Set(cart.items.map((i) => i.product_id))].slice(0, MAX_IDS);
  const body = { quote_id: cart.quote_id, updated_at: new Date().toISOString(), products };
  return reportAbandonment(at, 'cart', (commerce, { visitor, headers }) =>
    commerce.call(abandon.recordAbandonedCart, { headers, body: { ...body, visitor } }),
  );
}

/** A product page seen (not the quick view). */
export function reportBrowse(at: Reporting, productIds: number[]): Promise<void> {
  return reportAbandonment(at, 'browse', (commerce, { visitor, headers }) =>
    commerce.call(abandon.recordBrowse, { headers, body: { products: productIds.slice(0, MAX_IDS), visitor } }),
  );
}

/** A category or product overview seen, with the filters in its address. */
export function reportCategory(at: Reporting, category: { id: number; title: string; kind: string }): Promise<void> {
  const url = pageUrl(at.request);
  const path = `${url.pathname}${url.search}`.slice(0, 500);
  const data = { id: category.id, title: category.title.slice(0, 200), kind: category.kind, path };
  return reportAbandonment(at, 'category', (commerce, { visitor, headers }) =>
    commerce.call(abandon.recordCategoryView, { headers, body: { data, visitor } }),
  );
}

/** An e-mail address the visitor gave (a form) or came with (?email=, docs/requirements/cart.md#screens-and-routes). */
export function reportEmail(at: Reporting, email: string | null | undefined): Promise<void> {
  if (!email || email.length > 255) return Promise.resolve();
  return reportAbandonment(at, 'email', (commerce, { visitor, headers }) =>
    commerce.call(abandon.recordEmail, { headers, body: { email, visitor } }),
  );
}

/** How many lines a restore link from the abandoned-cart e-mail brings back, without using it. */
export function peekRestoreLink(commerce: CommerceClient, token: string) {
  return commerce.call(abandon.peekRestoreLink, { query: { token } });
}

/** Uses a restore link: its lines go into this visitor's own cart (X-Quote-Id / X-Customer-Token), which is the answer. */
export function restoreCart(commerce: CommerceClient, token: string, headers: Record<string, string>) {
  return commerce.call(abandon.restoreCart, { headers, body: { token } });
}
