// The route table (Remix v3_routeConfig). Route ids are the SPEC §2 route names.
// Catalogue routes (text pages, cop, pop with their filter children, products) are data in the
// commerce API, so one splat route resolves them at request time (docs/decisions/0002).
import { index, layout, route, type RouteConfig } from '@remix-run/route-config';

const placeholder = 'routes/placeholder.tsx';

export default [
  // Resource routes (no layout).
  route('api/consent', 'routes/api.consent.ts', { id: 'api-consent' }),
  route('api/suggestions', 'routes/api.suggestions.ts', { id: 'api-suggestions' }),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap-xml' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots-txt' }),

  layout('routes/layouts/default.tsx', { id: 'layout-default' }, [
    index('routes/home.tsx', { id: 'home' }),
    route('blog', placeholder, { id: 'blog' }),
    route('blog/:blog', placeholder, { id: 'blog-blog' }),
    route('brands', 'routes/brands.tsx', { id: 'brands' }),
    route('brands/:brand', 'routes/brands.$brand.tsx', { id: 'brands-brand' }),
    route('brands/:brand/:pagination', 'routes/brands.$brand.tsx', { id: 'brands-pagination' }),
    route('configurator/:category?/:product?/:step?', placeholder, { id: 'configurator' }),
    route('cop', placeholder, { id: 'cop' }),
    route('pop', placeholder, { id: 'pop' }),
    route('textpage', placeholder, { id: 'textpage' }),
    route('favorieten', placeholder, { id: 'favorieten' }),
    route('inspiratie', placeholder, { id: 'inspiratie' }),
    route('nieuwsbrief', placeholder, { id: 'nieuwsbrief' }),
    route('redirect', 'routes/redirect.tsx', { id: 'redirect' }),
    route('service', placeholder, { id: 'service' }),
    route('service/:page', placeholder, { id: 'service-page' }),
    route('sitemap', 'routes/sitemap.tsx', { id: 'sitemap' }),
    route('vloerkleed-retourneren', placeholder, { id: 'vloerkleed-retourneren' }),
    route('zoeken', 'routes/zoeken.tsx', { id: 'zoeken' }),
    route('zoeken/:pagination', 'routes/zoeken.tsx', { id: 'zoeken-pagination' }),
    route('login', 'routes/login-callback.tsx', { id: 'login' }),
    route('*', 'routes/catalogue.tsx', { id: 'catalogue' }),
  ]),

  layout('routes/layouts/account.tsx', { id: 'layout-account' }, [
    route('account', placeholder, { id: 'account' }),
    route('account/billing-address', placeholder, { id: 'account-billing-address' }),
    route('account/confirm-email', placeholder, { id: 'account-confirm-email' }),
    route('account/forgot-password', placeholder, { id: 'account-forgot-password' }),
    route('account/information', placeholder, { id: 'account-information' }),
    route('account/login', placeholder, { id: 'account-login' }),
    route('account/orders', placeholder, { id: 'account-orders' }),
    route('account/orders/:order', placeholder, { id: 'account-orders-order' }),
    route('account/register', placeholder, { id: 'account-register' }),
    route('account/reset-password', placeholder, { id: 'account-reset-password' }),
    route('account/shipping-address', placeholder, { id: 'account-shipping-address' }),
    route('account/subscription', placeholder, { id: 'account-subscription' }),
    route('account/thankyou', placeholder, { id: 'account-thankyou' }),
  ]),

  layout('routes/layouts/cart.tsx', { id: 'layout-cart' }, [
    route('cart', 'routes/cart.tsx', { id: 'cart' }),
    route('cart/restore/:id?', placeholder, { id: 'cart-restore' }),
  ]),

  layout('routes/layouts/checkout.tsx', { id: 'layout-checkout' }, [
    route('checkout', placeholder, { id: 'checkout' }),
    route('checkout/address-details', placeholder, { id: 'checkout-address-details' }),
    route('checkout/checkout-login', placeholder, { id: 'checkout-login' }),
    route('checkout/pay', placeholder, { id: 'checkout-pay' }),
    route('checkout/payment-methods', placeholder, { id: 'checkout-payment-methods' }),
    route('checkout/pending', placeholder, { id: 'checkout-pending' }),
    route('checkout/thankyou', placeholder, { id: 'checkout-thankyou' }),
    route('checkout/betalen/:order?', placeholder, { id: 'checkout-betalen' }),
    route('checkout/status/:order?', placeholder, { id: 'checkout-status' }),
  ]),
] satisfies RouteConfig;
