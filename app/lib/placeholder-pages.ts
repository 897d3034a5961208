// Titles and breadcrumbs of pages whose feature is not built yet; each issue replaces its entries
// with the real route module.
export interface PlaceholderPage {
  title: string;
  parent?: { title: string; url: string };
}

const account = { title: 'Mijn account', url: '/account/' };
const service = { title: 'Klantenservice', url: '/service/' };

export const PLACEHOLDER_PAGES: Record<string, PlaceholderPage> = {
  blog: { title: 'Blog' },
  'blog-blog': { title: 'Blogartikel', parent: { title: 'Blog', url: '/blog/' } },
  brands: { title: 'Merken' },
  'brands-brand': { title: 'Merk', parent: { title: 'Merken', url: '/brands/' } },
  'brands-pagination': { title: 'Merk', parent: { title: 'Merken', url: '/brands/' } },
  configurator: { title: 'Boxspring samenstellen' },
  cop: { title: 'Categorieën' },
  pop: { title: 'Producten' },
  textpage: { title: 'Informatie' },
  favorieten: { title: 'Mijn favorieten' },
  inspiratie: { title: 'Inspiratie' },
  nieuwsbrief: { title: 'Nieuwsbrief' },
  service: { title: 'Klantenservice' },
  'service-page': { title: 'Klantenservice', parent: service },
  sitemap: { title: 'Sitemap' },
  'vloerkleed-retourneren': { title: 'Vloerkleed retourneren' },
  zoeken: { title: 'Zoeken' },
  'zoeken-pagination': { title: 'Zoeken' },
  account: { title: 'Mijn account' },
  'account-billing-address': { title: 'Factuuradres', parent: account },
  'account-confirm-email': { title: 'E-mailadres bevestigen', parent: account },
  'account-forgot-password': { title: 'Wachtwoord vergeten', parent: account },
  'account-information': { title: 'Accountinformatie', parent: account },
  'account-login': { title: 'Inloggen', parent: account },
  'account-orders': { title: 'Mijn bestellingen', parent: account },
  'account-orders-order': { title: 'Bestelling', parent: { title: 'Mijn bestellingen', url: '/account/orders/' } },
  'account-register': { title: 'Account aanmaken', parent: account },
  'account-reset-password': { title: 'Nieuw wachtwoord instellen', parent: account },
  'account-shipping-address': { title: 'Afleveradres', parent: account },
  'account-subscription': { title: 'Nieuwsbrieven', parent: account },
  'account-thankyou': { title: 'Bedankt voor je registratie', parent: account },
  cart: { title: 'Winkelwagen' },
  'cart-restore': { title: 'Winkelwagen herstellen' },
  checkout: { title: 'Bestellen' },
  'checkout-address-details': { title: 'Adresgegevens' },
  'checkout-login': { title: 'Inloggen of als gast bestellen' },
  'checkout-pay': { title: 'Betaling' },
  'checkout-payment-methods': { title: 'Verzend- & betaalmethode' },
  'checkout-pending': { title: 'Betaling wordt verwerkt' },
  'checkout-thankyou': { title: 'Bedankt voor je bestelling' },
  'checkout-betalen': { title: 'Betalen' },
  'checkout-status': { title: 'Status van je betaling' },
};
