// Renders documents with React's streaming renderer on Web streams, on Node and on a Workers runtime
// (lib/render-document.ts says why not React's Node renderer).
import { ServerRouter, type EntryContext, type RouterContextProvider, type ServerInstrumentation } from 'react-router';
import { isbot } from 'isbot';
import { applyCacheControl } from './lib/cache-control';
import { shopContext } from './lib/context';
import { FragmentProvider, type Fragments } from './components/ui/static-fragment';
import { KeptMarkupProvider } from './components/ui/kept-markup';
import { keepMarkup } from './lib/kept-markup.server';
import { frameFragments, withCsrfToken } from './lib/frame-fragments.server';
import { NonceProvider } from './lib/nonce';
import { recordProductViewHeader } from './lib/product-lists.server';
import { log } from './lib/log.server';
import { renderDocument } from '~/lib/render-document';
import { applySecurityHeaders, createNonce } from './lib/security-headers';
import { telemetryHooks } from '../lib/telemetry';
import { LowPriorityModulePreloads, modulePreloads } from './lib/module-preloads';

// Servers make each request's handler and context provider with the build's own React Router and
// context key (lib/storefront-handler.ts).
export { routerContext } from './lib/context';
export { createRequestHandler } from 'react-router';

// Traces and metrics (docs/decisions/0061): each loader and action in a span named by its route id,
// timed per route. Only when the Node server started OpenTelemetry before loading this build; on the
// edge and with telemetry off there is none, and React Router calls loaders as it always did.
const telemetry = telemetryHooks();
export const instrumentations: ServerInstrumentation[] | undefined = telemetry
  ? [
      {
        route(route) {
          const traced = (kind: 'loader' | 'action') => (handler: () => Promise<{ status: string; error?: unknown }>) =>
            telemetry.inSpan(`${kind} ${route.id}`, { 'react_router.route.id': route.id, 'react_router.handler': kind }, async (span) => {
              // React Router rethrows the loader's error itself; the span only marks it.
              const result = await handler();
              if (result.status === 'error' && result.error instanceof Error) span.status(500);
            });
          route.instrument({ loader: traced('loader'), action: traced('action') });
        },
      },
    ]
  : undefined;

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  requestContext: RouterContextProvider,
) {
  const loadContext = requestContext.get(shopContext);
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, {
    nonce,
    hsts: loadContext.secureCookies,
    dev: loadContext.dev,
    formOrigins: loadContext.paymentOrigins,
  });
  recordProductViewHeader(request, loadContext, routerContext.staticHandlerContext.loaderData, responseHeaders);
  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ABORT_DELAY + 1_000);
  // The menus' and the footer's static fragments, with this page's CSRF token; a frame that cannot
  // be read leaves them empty (the page then is an error page anyway).
  const rootData = routerContext.staticHandlerContext.loaderData.root as { csrfToken?: string } | undefined;
  const fragments: Fragments = withCsrfToken(await frameFragments(loadContext.commerce).catch(() => ({})), rootData?.csrfToken ?? '');
  let shellRendered = false;
  let clientGone = false;
  const { body, allReady } = await renderDocument(
    // One child at every level down to <ServerRouter>, as in entry.client.tsx: a sibling anywhere above the app
    // would give every useId on the page another value on the server than in the browser (lib/module-preloads.tsx).
    <NonceProvider value={nonce}>
      <LowPriorityModulePreloads links={modulePreloads(routerContext)} nonce={nonce}>
        <FragmentProvider value={fragments}>
          <KeptMarkupProvider value={keepMarkup}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </KeptMarkupProvider>
        </FragmentProvider>
      </LowPriorityModulePreloads>
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // A client that leaves mid-stream makes React 18 close an already cancelled stream: not a bug.
        if (shellRendered && !clientGone) log.error('page not rendered to the end', error);
      },
    },
  );
  shellRendered = true;
  if (waitForAll) await allReady;
  // The timer only guards the streaming phase; a finished document clears it.
  allReady.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  applyCacheControl(request, responseStatusCode, responseHeaders);
  return new Response(
    relay(body, () => (clientGone = true)),
    { headers: responseHeaders, status: responseStatusCode },
  );
}

/** Passes React's stream on; a cancel (the client went away) is noted before it reaches React. */
function relay(body: ReadableStream<Uint8Array>, onCancel: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      onCancel();
      return reader.cancel(reason).catch(() => {});
    },
  });
}

/** Single-fetch (.data) answers get the same cache policy as the page they belong to. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  applyCacheControl(request, response.status, response.headers);
  return response;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // Aborted requests (client went away) are not errors worth logging.
  if (request.signal.aborted) return;
  log.error('loader, action or render failed', error);
}
