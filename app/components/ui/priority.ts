/**
 * `fetchpriority="high"` for the LCP image. React 19 knows the prop and, for an image outside a
 * `<picture>`, also puts a preload with the same priority, srcset and sizes in the document's head
 * (docs/decisions/0079).
 */
export const highFetchPriority = { fetchPriority: 'high' } as const;
