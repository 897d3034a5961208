// Titles and breadcrumbs of pages whose feature is not built yet; each issue replaces its entries
// with the real route module.
export interface PlaceholderPage {
  title: string;
  parent?: { title: string; url: string };
}

const service = { title: 'Klantenservice', url: '/service/' };

export const PLACEHOLDER_PAGES: Record<string, PlaceholderPage> = {
  blog: { title: 'Blog' },
  'blog-blog': { title: 'Blogartikel', parent: { title: 'Blog', url: '/blog/' } },
  configurator: { title: 'Boxspring samenstellen' },
  cop: { title: 'Categorieën' },
  pop: { title: 'Producten' },
  textpage: { title: 'Informatie' },
  favorieten: { title: 'Mijn favorieten' },
  inspiratie: { title: 'Inspiratie' },
  nieuwsbrief: { title: 'Nieuwsbrief' },
  service: { title: 'Klantenservice' },
  'service-page': { title: 'Klantenservice', parent: service },
};
