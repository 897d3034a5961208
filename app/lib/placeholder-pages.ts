// Titles and breadcrumbs of pages whose feature is not built yet; each issue replaces its entries
// with the real route module.
export interface PlaceholderPage {
  title: string;
  parent?: { title: string; url: string };
}

export const PLACEHOLDER_PAGES: Record<string, PlaceholderPage> = {
  configurator: { title: 'Boxspring samenstellen' },
  cop: { title: 'Categorieën' },
  pop: { title: 'Producten' },
};
