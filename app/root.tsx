import { data } from 'react-router';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type GetScrollRestorationKeyFunction,
  useLocation,
  useMatches,
  useRouteError,
} from 'react-router';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { ErrorPage } from './components/layout/lazy-error-page';
import { PageLoaderBar } from './components/layout/page-loader-bar';
import { keepSubmitClicks } from './lib/submit-click';
import { notePageShown } from './lib/document-page';
import { useRootData } from './lib/root-data';
import { consentDefaultsScript, pushKnownVisitor, pushPageView } from './lib/analytics';
import { useNonce } from './lib/nonce';
import { fetchesCartAtStart, scrollRestorationKey, scrollScope } from './lib/routing';
import { reportEmail } from './lib/abandonment.server';
import { emailAlreadyReported, readVisitorKey, reportedEmailCookie, visitorKeyCookie } from './lib/visitor-key.server';
import { getConsent, getVisitor } from './lib/session.server';
import { getQuoteId } from './lib/cart-cookie.server';
import { createCsrfToken } from './lib/csrf';
import { honeypotInputProps } from './lib/honeypot.server';
import { HoneypotProvider } from 'remix-utils/honeypot/react';
import { headerFavourites } from './lib/product-lists.server';
import { getCart } from './models/cart.server';
import { getFrame, pageFrame } from './models/content.server';
import styles from './styles/app.css?url';
import { pageUrl } from './lib/page-url';
import type { Route } from './+types/root';
import { shopContext } from '~/lib/context';

// useLayoutEffect warns on the server; there it is never needed.
const useLayoutEffectOnClient = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: styles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = () => [
  { title: 'Slaapzaak – beddengoed, dekbedden, matrassen en boxsprings' },
  {
    name: 'description',
    content:
      'Alles voor een goede nachtrust: dekbedovertrekken, dekbedden, hoeslakens, kussens, matrassen en boxsprings. Voor 23:59 besteld, morgen in huis.',
  },
];

/** Decodes the `email` query parameter (docs/requirements/content-and-newsletter.md#screens-and-routes) when it holds a plausible address. */
function knownVisitorEmail(url: URL): string | null {
  const raw = url.searchParams.get('email');
  if (!raw) return null;
  let email = raw;
  try {
    email = decodeURIComponent(raw);
  } catch {
    return null;
  }
  email = email.trim().toLowerCase();
  return /^[^\s@<>]{1,64}@[^\s@<>]{1,190}\.[a-z]{2,}$/.test(email) ? email : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = pageUrl(request);
  const quoteId = fetchesCartAtStart(url.pathname) ? await getQuoteId(request, shop) : null;
  const [frame, visitor, cartCount, favourites] = await Promise.all([
    getFrame(shop.commerce),
    getVisitor(request, shop),
    // The header's cart counter; a cart that cannot be read shows as empty rather than failing the page.
    quoteId
      ? getCart(shop.commerce, quoteId).then(
          (cart) => cart.totals.total_quantity,
          (error: unknown) => {
            // docs/requirements/content-and-newsletter.md#errors "logged only" (docs/decisions/0048): the counter shows 0, the failure is logged.
            console.warn('Aantal in de winkelwagen niet geladen', error instanceof Error ? error.message : error);
            return 0;
          },
        )
      : 0,
    headerFavourites(request, shop),
  ]);
  // The forms' signed CSRF token (lib/csrf.ts), for clients that send neither Origin nor Sec-Fetch-Site.
  const csrfToken = await createCsrfToken(shop.sessionSecret);
  // The honeypot's field names for the public forms (lib/honeypot.server.ts): the same for everyone.
  const honeypot = await honeypotInputProps(shop);
  // favourites, for the header counter: the no-JS cookie list (mirrored by the browser store), or
  // the account's for a logged-in customer, whose browser gets the account's list when it is behind.
  const headers = new Headers();
  for (const cookie of favourites.cookies) headers.append('Set-Cookie', cookie);
  const email = knownVisitorEmail(url);
  const consented = getConsent(request) === 'accepted';
  // docs/requirements/content-and-newsletter.md#api Abandonment: the address the visitor came with (with consent; never awaited) — once per
  // address, not at every run of this loader while ?email= stays in the URL (docs/decisions/0048).
  if (email && consented && !(await emailAlreadyReported(request, email))) {
    void reportEmail({ request, context: shop }, email);
    headers.append('Set-Cookie', await reportedEmailCookie(request, email, shop.secureCookies));
  }
  // The visitor key that joins the abandonment reports, for a visitor who accepted cookies earlier.
  if (consented && !readVisitorKey(request)) headers.append('Set-Cookie', visitorKeyCookie(shop.secureCookies));
  return data(
    {
      frame: pageFrame(frame),
      consent: getConsent(request),
      visitor,
      cartCount,
      knownVisitorEmail: email,
      csrfToken,
      honeypot,
      favourites: favourites.ids,
      testEnvironment: shop.testEnvironment === true,
    },
    { headers },
  );
}

export { useRootData, type RootData } from './lib/root-data';

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2a44" />
        <Meta />
        <Links />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentDefaultsScript(data?.consent ?? null) }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Naar de inhoud
        </a>
        {data?.testEnvironment ? (
          <p className="test-environment-bar" role="note">
            <strong>Testomgeving</strong> — betalingen zijn niet echt en bestellingen worden niet geleverd.
          </p>
        ) : null}
        <PageLoaderBar />
        {children}
        <ScrollRestorationByRoute nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * docs/requirements/content-and-newsletter.md#screens-and-routes Scroll: Back restores the saved position; within a pop, zoeken or brands page (filters,
 * sort, paging) the scroll stays; anything else starts at the top (lib/routing.ts). The router
 * passes the matches of the location it asks about; the page on screen (key and scope) is kept in
 * a ref, since the router asks for the next page's key before that page renders.
 */
function ScrollRestorationByRoute({ nonce }: { nonce?: string }) {
  const matches = useMatches();
  const location = useLocation();
  const scope = scrollScope(matches[matches.length - 1], location.pathname);
  const shown = useRef({ key: location.key, scope });
  useLayoutEffectOnClient(() => {
    shown.current = { key: location.key, scope };
  }, [location.key, scope]);
  const getKey = useCallback<GetScrollRestorationKeyFunction>((target, targetMatches) => {
    // The server render has no history; the key it gives is the location's own (no inline restore key).
    if (typeof window === 'undefined') return target.key;
    const entryKey = (window.history.state as { key?: string } | null)?.key;
    return scrollRestorationKey(
      { key: target.key, scope: scrollScope(targetMatches[targetMatches.length - 1], target.pathname) },
      shown.current,
      entryKey,
    );
  }, []);
  return <ScrollRestoration nonce={nonce} getKey={getKey} />;
}

/**
 * Field data (docs/decisions/0068): once hydrated and idle, the web-vitals beacon is loaded as a chunk of
 * its own for the page the shopper landed on (route id and path as they were at the landing).
 */
function useFieldData(pathname: string) {
  const matches = useMatches();
  const landing = useRef([matches[matches.length - 1]?.id ?? '', pathname] as const);
  useEffect(() => {
    const start = () =>
      import('./lib/vitals-beacon.client').then(
        (m) => m.startVitals(...landing.current),
        () => {},
      );
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1000);
  }, []);
}

export default function App() {
  const data = useRootData();
  const location = useLocation();
  useEffect(() => {
    if (data?.knownVisitorEmail) pushKnownVisitor(data.knownVisitorEmail);
  }, [data?.knownVisitorEmail]);
  useEffect(() => {
    pushPageView(location.pathname);
  }, [location.pathname]);
  // After the pages' own effects (a parent's run after its children's): a product page recorded by the
  // server in the document is not recorded again by the browser store, but a later one is (lib/document-page.ts).
  useEffect(() => notePageShown(location.pathname, location.search), [location.pathname, location.search]);
  useFieldData(location.pathname);
  useEffect(() => keepSubmitClicks(document), []);
  return (
    <HoneypotProvider {...data?.honeypot}>
      <Outlet />
    </HoneypotProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={status} />;
}
