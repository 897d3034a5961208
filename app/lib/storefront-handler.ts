// The storefront as one function for a server: server.ts on Node, worker/index.ts on a Workers
// runtime, and the benches. Loaders read the shop's load context from React Router's context
// provider under a key (lib/context.ts); the server build holds its own copy of that module, so the
// provider is made by the build's entry module (entry.server.tsx re-exports routerContext), never by
// the server's copy, whose key the build's loaders would not know.
import { createRequestHandler, type AppLoadContext, type RouterContextProvider, type ServerBuild } from 'react-router';

interface StorefrontEntryModule {
  routerContext(context: AppLoadContext): RouterContextProvider;
}

export type StorefrontHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export function createStorefrontHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: 'production' | 'development'): StorefrontHandler {
  const handle = createRequestHandler(build, mode);
  return async (request, context) => {
    const current = typeof build === 'function' ? await build() : build;
    const entry = current.entry.module as unknown as StorefrontEntryModule;
    return handle(request, entry.routerContext(context));
  };
}
