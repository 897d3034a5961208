// The storefront as one function for a server: server.ts on Node, worker/index.ts on a Workers
// runtime, and the benches. Loaders read the shop's load context from React Router's context
// provider under a key (lib/context.ts). The server build may hold its own copy of that module and
// of React Router (the worker bundles both), so the provider and the request handler both come from
// the build's entry module (entry.server.tsx re-exports them), never from the server's own copies,
// whose key and provider class the build would not know.
import type { AppLoadContext, createRequestHandler, RouterContextProvider, ServerBuild } from 'react-router';

interface StorefrontEntryModule {
  routerContext(context: AppLoadContext): RouterContextProvider;
  createRequestHandler: typeof createRequestHandler;
}

export type StorefrontHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

const entryOf = (build: ServerBuild) => build.entry.module as unknown as StorefrontEntryModule;

export function createStorefrontHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: 'production' | 'development',
): StorefrontHandler {
  let handle: ReturnType<typeof createRequestHandler> | undefined;
  return async (request, context) => {
    const current = typeof build === 'function' ? await build() : build;
    const entry = entryOf(current);
    handle ??= entry.createRequestHandler(build, mode);
    return handle(request, entry.routerContext(context));
  };
}
