/**
 * `fetchpriority="high"` for the LCP image. React 18 does not know the camel-cased prop and warns,
 * so the attribute goes through lower case, as React passes unknown lower-case attributes on.
 */
export const highFetchPriority = { fetchpriority: 'high' } as Record<string, string>;
