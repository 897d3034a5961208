// Rendered fragments: HTML made once from data the server keeps anyway and then placed in pages as
// it is (docs/decisions/0028 and 0041). One use of the cache for every such part: an overview's
// tiles and filter groups (components/ui/kept-markup.tsx), the menus and the footer of the site
// frame (app/lib/frame-fragments.server.tsx).
//
// Policy:
// - kept: the HTML string of one fragment;
// - key: the fragment's name and every input its HTML depends on. Data objects count by identity:
//   they are kept answers (frozen, shared by requests), so a changed answer is a new object and so a
//   new key; the rest (a variant naming the visitor's favourites, a flag) counts by value;
// - how long: 10 minutes at most. An entry whose data was replaced is never asked for again and is
//   the first to go when the budget is full; the age limit clears what is left;
// - budget: 32 MiB of HTML for all fragments together (an overview's tiles and filters are about
//   50,000 characters, the frame's four fragments about 60,000).
import { cacheKey, createCache, stringBytes, type KeyPart } from './index';

const fragments = createCache<string>({
  name: 'rendered fragments',
  ttlMs: 10 * 60_000,
  maxBytes: 32 * 1024 * 1024,
  sizeOf: stringBytes,
});

/** The HTML `render` makes for these inputs: rendered on the first call, then kept. */
export function renderedFragment(name: string, inputs: readonly KeyPart[], render: () => string): string {
  return fragments.getOrMake(cacheKey(name, ...inputs), render);
}

/** Bytes of rendered fragments kept now (for tests and diagnostics). */
export function renderedFragmentBytes(): number {
  return fragments.bytes;
}
