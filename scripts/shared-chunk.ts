import path from 'node:path';

// Small modules nearly every page's first load imports (docs/decisions/0027, ADR 0022) go in one client chunk,
// with what they import that no other chunk claims (React and React Router, the root's shared code), instead
// of a dozen chunks of 0.1–1.7 KB each: a page starts ~10 script requests instead of ~20 beside its
// LCP image, and its first-load JavaScript is 1.5–2.5 KB smaller (fewer gzip streams).
// scripts/check-budgets.mjs still gates every page's first load.
const SHARED_FIRST_LOAD = [
  // The client entry itself (React DOM): the chunk becomes the entry chunk, so a page loads React,
  // React Router and these modules as one file instead of two (2026-11-26: one request fewer beside
  // the LCP image, 0.3 KB less; bench/README.md "Lighthouse and LCP with JavaScript, 2026-11-26").
  'app/entry.client.tsx',
  'app/lib/money.ts',
  'lib/money.ts',
  'app/lib/analytics.ts',
  'app/stores/use-product-lists.ts',
  'app/components/ui/deferred.tsx',
  'app/lib/root-data.ts',
  'app/components/ui/csrf-field.tsx',
  'app/components/ui/icon.tsx',
  'app/components/ui/rating.tsx',
  'app/components/ui/price.tsx',
  'app/components/ui/priority.ts',
  'app/components/ui/breadcrumbs.tsx',
  'app/components/catalog/breadcrumb-json-ld.tsx',
  // On every page's first load too (React Router 7, ADR 0035): the frame, the error page's loader,
  // the heart of a product tile, remix-utils' honeypot and useHydrated, and the usp banner.
  'app/components/layout/site-frame.tsx',
  'app/components/layout/lazy-error-page.tsx',
  'app/components/product-lists/favourite-toggle.tsx',
  'node_modules/remix-utils/build/react/honeypot.js',
  'node_modules/remix-utils/build/react/use-hydrated.js',
  'app/components/header/usp-rotator.tsx',
];

/** App modules without side effects of their own (package modules say so in their package.json). */
const PURE_MODULES = /[\\/](contract[\\/](forms|schemas|rules)|app[\\/]components[\\/]ui[\\/](conform-field|honeypot-field))[\\/.]/;

/** Rollup options of the client environment's build (vite.config.ts `environments.client`). */
export function clientChunks(root: string) {
  const shared = new Set(SHARED_FIRST_LOAD.map((file) => path.resolve(root, file)));
  return {
    output: { manualChunks: (id: string) => (shared.has(id) ? 'shared' : undefined) },
    // Form schemas only build zod objects: a page that merely reaches a form's module for its
    // server render (the product page's deferred review form) must not ship zod in its first load.
    treeshake: { moduleSideEffects: (id: string) => !PURE_MODULES.test(id) },
  };
}
