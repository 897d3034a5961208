// The route table (React Router's routes.ts). Route ids are the SPEC §2 route names.
// Catalogue routes (text pages, cop, pop with their filter children, products) are data in the
// commerce API, so one splat route resolves them at request time (docs/decisions/0002).
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Resource routes (no layout).
  route('api/consent', 'routes/api.consent.ts', { id: 'api-consent' }),
  route('api/favorites', 'routes/api.favorites.ts', { id: 'api-favorites' }),
  route('api/frame', 'routes/api.frame.ts', { id: 'api-frame' }),
  route('api/newsletter-popup', 'routes/api.newsletter-popup.ts', { id: 'api-newsletter-popup' }),
  route('api/assistant', 'routes/api.assistant.ts', { id: 'api-assistant' }),
  route('api/postcode', 'routes/api.postcode.ts', { id: 'api-postcode' }),
  route('api/suggestions', 'routes/api.suggestions.ts', { id: 'api-suggestions' }),
  route('api/keuzehulp/:category', 'routes/api.keuzehulp.ts', { id: 'api-keuzehulp' }),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap-xml' }),
  route('sitemaps/:name', 'routes/sitemap-part.ts', { id: 'sitemap-part' }),
  route('feeds/products.xml', 'routes/feeds-products-xml.ts', { id: 'feeds-products-xml' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots-txt' }),
  route('json/:file', 'routes/json.$file.ts', { id: 'json-file' }),
  route('account/logout', 'routes/account.logout.tsx', { id: 'account-logout' }),
  route('account/retouren/:number/label', 'routes/account.retouren.$number.label.ts', { id: 'account-retouren-label' }),
  route('account/orders/:order/invoice', 'routes/account.orders.$order.invoice.ts', { id: 'account-orders-order-invoice' }),

  // The back office (issue 25): its own layouts, every answer private and no-store; all but the
  // login and enrolment pages need a staff login.
  layout('routes/beheer/layout-open.tsx', { id: 'beheer-open' }, [
    route('beheer/inloggen', 'routes/beheer/inloggen.tsx', { id: 'beheer-inloggen' }),
    route('beheer/activeren', 'routes/beheer/activeren.tsx', { id: 'beheer-activeren' }),
  ]),
  layout('routes/beheer/layout.tsx', { id: 'beheer' }, [
    route('beheer', 'routes/beheer/dashboard.tsx', { id: 'beheer-dashboard' }),
    route('beheer/uitloggen', 'routes/beheer/uitloggen.ts', { id: 'beheer-uitloggen' }),
    route('beheer/bestellingen', 'routes/beheer/bestellingen.tsx', { id: 'beheer-bestellingen' }),
    route('beheer/bestellingen/export', 'routes/beheer/bestellingen.export.ts', { id: 'beheer-bestellingen-export' }),
    route('beheer/bestellingen/:number', 'routes/beheer/bestelling.tsx', { id: 'beheer-bestelling' }),
    route('beheer/retouren', 'routes/beheer/retouren.tsx', { id: 'beheer-retouren' }),
    route('beheer/klantretouren', 'routes/beheer/klantretouren.tsx', { id: 'beheer-klantretouren' }),
    route('beheer/voorraad', 'routes/beheer/voorraad.tsx', { id: 'beheer-voorraad' }),
    route('beheer/producten/:id', 'routes/beheer/product.tsx', { id: 'beheer-product' }),
    route('beheer/kortingscodes', 'routes/beheer/kortingscodes.tsx', { id: 'beheer-kortingscodes' }),
    route('beheer/kortingscodes/reeksen/:batch', 'routes/beheer/kortingscodes.reeks.ts', { id: 'beheer-kortingscodes-reeks' }),
    route('beheer/kortingscodes/:code', 'routes/beheer/kortingscode.tsx', { id: 'beheer-kortingscode' }),
    route('beheer/beoordelingen', 'routes/beheer/beoordelingen.tsx', { id: 'beheer-beoordelingen' }),
    route('beheer/privacy', 'routes/beheer/privacy.tsx', { id: 'beheer-privacy' }),
    route('beheer/privacy/export', 'routes/beheer/privacy.export.ts', { id: 'beheer-privacy-export' }),
    route('beheer/medewerkers', 'routes/beheer/medewerkers.tsx', { id: 'beheer-medewerkers' }),
    route('beheer/auditlog', 'routes/beheer/auditlog.tsx', { id: 'beheer-auditlog' }),
    route('beheer/zoeken', 'routes/beheer/zoeken.tsx', { id: 'beheer-zoeken' }),
    route('beheer/*', 'routes/beheer/not-found.tsx', { id: 'beheer-not-found' }),
  ]),

  layout('routes/layouts/default.tsx', { id: 'layout-default' }, [
    index('routes/home.tsx', { id: 'home' }),
    route('blog', 'routes/content-index.tsx', { id: 'blog' }),
    route('blog/:blog', 'routes/content-page.tsx', { id: 'blog-blog' }),
    route('brands', 'routes/brands.tsx', { id: 'brands' }),
    route('brands/:brand', 'routes/brands.$brand.tsx', { id: 'brands-brand' }),
    route('brands/:brand/:pagination', 'routes/brands.$brand.tsx', { id: 'brands-pagination' }),
    route('configurator/:category?/:product?/:step?', 'routes/configurator.tsx', { id: 'configurator' }),
    route('keuzehulp/:category', 'routes/keuzehulp.tsx', { id: 'keuzehulp' }),
    route('cop', 'routes/overview-index.tsx', { id: 'cop' }),
    route('pop', 'routes/overview-index.tsx', { id: 'pop' }),
    route('textpage', 'routes/content-index.tsx', { id: 'textpage' }),
    route('favorieten', 'routes/favorieten.tsx', { id: 'favorieten' }),
    route('inspiratie', 'routes/content-index.tsx', { id: 'inspiratie' }),
    route('inspiratie/:page', 'routes/content-page.tsx', { id: 'inspiratie-page' }),
    route('nieuwsbrief', 'routes/nieuwsbrief.tsx', { id: 'nieuwsbrief' }),
    route('redirect', 'routes/redirect.tsx', { id: 'redirect' }),
    route('service', 'routes/content-index.tsx', { id: 'service' }),
    route('service/chat', 'routes/service.chat.tsx', { id: 'service-chat' }),
    route('service/:page', 'routes/content-page.tsx', { id: 'service-page' }),
    route('sitemap', 'routes/sitemap.tsx', { id: 'sitemap' }),
    route('vloerkleed-retourneren', 'routes/vloerkleed-retourneren.tsx', { id: 'vloerkleed-retourneren' }),
    route('voorraadmelding', 'routes/voorraadmelding.tsx', { id: 'voorraadmelding' }),
    route('zoeken', 'routes/zoeken.tsx', { id: 'zoeken' }),
    route('zoeken/:pagination', 'routes/zoeken.tsx', { id: 'zoeken-pagination' }),
    route('login', 'routes/login-callback.tsx', { id: 'login' }),
    // /{slug}.html: React Router matches ':slug.html' as a param plus the literal '.html', ranked
    // above the splat, so product pages get their own (smaller) route module.
    route(':slug.html', 'routes/product.tsx', { id: 'product' }),
    route('*', 'routes/catalogue.tsx', { id: 'catalogue' }),
  ]),

  layout('routes/layouts/account.tsx', { id: 'layout-account' }, [
    route('account', 'routes/account._index.tsx', { id: 'account' }),
    route('account/billing-address', 'routes/account.address.tsx', { id: 'account-billing-address' }),
    route('account/confirm-email', 'routes/account.confirm-email.tsx', { id: 'account-confirm-email' }),
    route('account/forgot-password', 'routes/account.forgot-password.tsx', { id: 'account-forgot-password' }),
    route('account/information', 'routes/account.information.tsx', { id: 'account-information' }),
    route('account/login', 'routes/account.login.tsx', { id: 'account-login' }),
    route('account/orders', 'routes/account.orders.tsx', { id: 'account-orders' }),
    route('account/orders/:order', 'routes/account.orders.$order.tsx', { id: 'account-orders-order' }),
    route('account/orders/:order/retour', 'routes/account.orders.$order.retour.tsx', { id: 'account-orders-order-retour' }),
    route('account/register', 'routes/account.register.tsx', { id: 'account-register' }),
    route('account/reset-password', 'routes/account.reset-password.tsx', { id: 'account-reset-password' }),
    route('account/shipping-address', 'routes/account.address.tsx', { id: 'account-shipping-address' }),
    route('account/subscription', 'routes/account.subscription.tsx', { id: 'account-subscription' }),
    route('account/thankyou', 'routes/account.thankyou.tsx', { id: 'account-thankyou' }),
  ]),

  layout('routes/layouts/cart.tsx', { id: 'layout-cart' }, [
    route('cart', 'routes/cart.tsx', { id: 'cart' }),
    route('cart/restore/:id?', 'routes/cart.restore.tsx', { id: 'cart-restore' }),
  ]),

  layout('routes/layouts/checkout.tsx', { id: 'layout-checkout' }, [
    route('checkout', 'routes/checkout.index.tsx', { id: 'checkout' }),
    route('checkout/address-details', 'routes/checkout.address-details.tsx', { id: 'checkout-address-details' }),
    route('checkout/checkout-login', 'routes/checkout.login.tsx', { id: 'checkout-login' }),
    route('checkout/pay', 'routes/checkout.pay.tsx', { id: 'checkout-pay' }),
    route('checkout/payment-methods', 'routes/checkout.payment-methods.tsx', { id: 'checkout-payment-methods' }),
    route('checkout/pending', 'routes/checkout.pending.tsx', { id: 'checkout-pending' }),
    route('checkout/thankyou', 'routes/checkout.thankyou.tsx', { id: 'checkout-thankyou' }),
    route('checkout/betalen/:order?', 'routes/checkout.betalen.tsx', { id: 'checkout-betalen' }),
    route('checkout/status/:order?', 'routes/checkout.status.tsx', { id: 'checkout-status' }),
  ]),
] satisfies RouteConfig;
