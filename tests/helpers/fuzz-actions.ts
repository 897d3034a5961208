// The storefront's form actions, called as Remix calls them (a real Request, the app context) with
// seeded malformed posts. An action's answer is a Response, `data()` with an init, or plain data;
// anything it throws that is not a Response or `data()` would be a 500 in the browser.
import { action as addressAction } from '../../app/routes/account.address';
import { action as confirmEmailAction } from '../../app/routes/account.confirm-email';
import { action as forgotPasswordAction } from '../../app/routes/account.forgot-password';
import { action as informationAction } from '../../app/routes/account.information';
import { action as loginAction } from '../../app/routes/account.login';
import { action as logoutAction } from '../../app/routes/account.logout';
import { action as registerAction } from '../../app/routes/account.register';
import { action as resetPasswordAction } from '../../app/routes/account.reset-password';
import { action as subscriptionAction } from '../../app/routes/account.subscription';
import { action as orderReturnAction } from '../../app/routes/account.orders.$order.retour';
import { action as trialReturnAction } from '../../app/routes/account.orders.$order.proefslapen';
import { action as consentAction } from '../../app/routes/api.consent';
import { action as cartAction } from '../../app/routes/cart';
import { action as addressDetailsAction } from '../../app/routes/checkout.address-details';
import { action as betalenAction } from '../../app/routes/checkout.betalen';
import { action as payAction } from '../../app/routes/checkout.pay';
import { action as paymentMethodsAction } from '../../app/routes/checkout.payment-methods';
import { action as returnsAction } from '../../app/routes/vloerkleed-retourneren';
import { chance, headerSafe, injectedFields, nastyString, pick, rawBody, type Rng } from './fuzz';
import type { TestShop } from './shop';
import { routeArgs } from './route-args';

type Action = (args: ReturnType<typeof routeArgs>) => Promise<unknown>;

export interface FuzzOutcome {
  status: number;
  detail: string;
}

export interface FuzzedAction {
  name: string;
  fuzz(rng: Rng): Promise<FuzzOutcome>;
}

/** Field names the storefront's forms use, with values that pass their own checks. */
function plausibleFields(variantId: number, demo: { username: string; password: string }): Record<string, string[]> {
  return {
    intent: ['add', 'update', 'remove', 'apply-discount', 'remove-discount', 'profile', 'password', 'sent'],
    // The self-service return form (docs/decisions/0057).
    request_id: ['fuzz-return-0001', 'x'],
    qty_1: ['1', '0', '-1', '99999', 'een'],
    number: ['RS0000001', 'RS9999999', 'DKBD1000004'],
    note: ['Past niet'],
    item_id: [String(variantId)],
    line_id: ['1', '2'],
    quantity: ['1', '2', '0', '-1', '99999'],
    discount_code: ['GRATISTHUIS', 'BESTAATNIET'],
    via: ['fetcher'],
    redirectTo: ['/account/', '//evil.example/', 'https://evil.example/'],
    username: [demo.username, 'fuzz@example.nl'],
    password: [demo.password, 'Geheim2026!'],
    current_password: [demo.password],
    password_confirmation: ['Geheim2026!'],
    email: ['fuzz@example.nl', demo.username],
    first_name: ['Fuzz'],
    last_name: ['Tester'],
    type: ['private', 'company'],
    company: ['Slaapzaak BV'],
    vat_number: ['NL123456789B01'],
    coc_number: ['12345678'],
    gender: ['m', 'f'],
    birthdate: ['1990-01-01'],
    dob: ['1990-01-01'],
    phone: ['0612345678'],
    phone_number: ['0612345678'],
    newsletter: ['on', '1'],
    zipcode: ['1234 AB'],
    house_number: ['1'],
    extension: ['A'],
    street: ['Voorbeeldstraat'],
    city: ['Amsterdam'],
    country_code: ['NL', 'BE'],
    sameDeliveryAddress: ['on', 'true'],
    shipping_first_name: ['Fuzz'],
    shipping_last_name: ['Tester'],
    shipping_method: ['postnl', 'dhl'],
    selectedPaymentMethod: ['ideal', 'paypal', 'klarna'],
    issuer: ['ideal_INGBNL2A'],
    installment: ['3'],
    shipping_insurance: ['on'],
    terms: ['on'],
    attempt: ['3f2504e0-4f89-41d3-9a0c-0305e82c3301'],
    token: ['x'.repeat(40)],
    kind: ['billing', 'shipping'],
    reason: ['Te groot', 'maat', 'bedacht'],
    orderNumber: ['DKBD1000001'],
    choice: ['accepted', 'refused'],
  };
}

/** Status of whatever an action returned or threw; a non-Response throw is the 500 it would be. */
function statusOf(value: unknown): number {
  if (value instanceof Response) return value.status;
  const init = (value as { type?: string; init?: ResponseInit | null } | null)?.init;
  if ((value as { type?: string } | null)?.type === 'DataWithResponseInit') return init?.status ?? 200;
  return 200;
}

interface FuzzedRoute {
  name: string;
  path: string;
  action: Action;
  params?: (rng: Rng) => Record<string, string>;
}

const ROUTES: FuzzedRoute[] = [
  { name: 'account-billing-address', path: '/account/billing-address/', action: addressAction },
  { name: 'account-confirm-email', path: '/account/confirm-email/', action: confirmEmailAction },
  { name: 'account-forgot-password', path: '/account/forgot-password/', action: forgotPasswordAction },
  { name: 'account-information', path: '/account/information/', action: informationAction },
  { name: 'account-login', path: '/account/login/', action: loginAction },
  { name: 'account-logout', path: '/account/logout/', action: logoutAction },
  { name: 'account-register', path: '/account/register/', action: registerAction },
  { name: 'account-reset-password', path: '/account/reset-password/', action: resetPasswordAction },
  { name: 'account-subscription', path: '/account/subscription/', action: subscriptionAction },
  {
    name: 'account-orders-order-retour',
    path: '/account/orders/DKBD1000004/retour/',
    action: orderReturnAction,
    params: (rng) => ({ order: chance(rng, 0.5) ? 'DKBD1000004' : nastyString(rng).slice(0, 200) }),
  },
  {
    name: 'account-orders-order-proefslapen',
    path: '/account/orders/DKBD1000005/proefslapen/',
    action: trialReturnAction,
    params: (rng) => ({ order: chance(rng, 0.5) ? 'DKBD1000005' : nastyString(rng).slice(0, 200) }),
  },
  { name: 'api-consent', path: '/api/consent', action: consentAction },
  { name: 'cart', path: '/cart/', action: cartAction },
  { name: 'checkout-address-details', path: '/checkout/address-details/', action: addressDetailsAction },
  {
    name: 'checkout-betalen',
    path: '/checkout/betalen/',
    action: betalenAction,
    params: (rng) => ({ order: chance(rng, 0.5) ? 'DKBD1000001' : nastyString(rng).slice(0, 200) }),
  },
  { name: 'checkout-pay', path: '/checkout/pay/', action: payAction },
  { name: 'checkout-payment-methods', path: '/checkout/payment-methods/', action: paymentMethodsAction },
  { name: 'vloerkleed-retourneren', path: '/vloerkleed-retourneren/', action: returnsAction },
];

/** What every fuzzed post may draw from: plausible field values, and the live session and cart cookies. */
interface FuzzMaterial {
  fields: Record<string, string[]>;
  names: string[];
  session: string;
  cart: string;
}

const formPost = (path: string, body: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });

const cookieOf = (res: unknown) => ((res as Response).headers?.get('set-cookie') ?? '').split(';')[0]!;

export async function storefrontActions(
  shop: TestShop,
  { variantId, demo }: { variantId: number; demo: { username: string; password: string } },
): Promise<FuzzedAction[]> {
  const fields = plausibleFields(variantId, demo);
  // A logged-in session and a cart with a line: so a share of the posts gets past "log in first".
  const session = cookieOf(await loginAction(routeArgs(formPost('/account/login/', demo), shop.context)));
  const cart = cookieOf(
    await cartAction(routeArgs(formPost('/cart/', { intent: 'add', item_id: String(variantId), quantity: '1' }), shop.context)),
  );
  if (!session.includes('=') || !cart.includes('=')) throw new Error('fuzz set-up: no session or cart cookie');
  const material: FuzzMaterial = { fields, names: Object.keys(fields), session, cart };
  return ROUTES.map((route) => ({ name: route.name, fuzz: (rng: Rng) => fuzzOnce(shop, route, material, rng) }));
}

/** One seeded malformed post to `route`'s action, and what came of it. */
async function fuzzOnce(shop: TestShop, route: FuzzedRoute, material: FuzzMaterial, rng: Rng): Promise<FuzzOutcome> {
  const headers = fuzzedCookies(rng, route, material);
  const body = fuzzedBody(rng, material, headers);
  const request = new Request(`http://localhost${route.path}`, { method: 'POST', headers, body });
  try {
    const result = await route.action(routeArgs(request, shop.context, route.params?.(rng) ?? {}));
    return { status: statusOf(result), detail: '' };
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { type?: string } | null)?.type === 'DataWithResponseInit')
      return { status: statusOf(thrown), detail: 'thrown' };
    return { status: 500, detail: `${(thrown as Error)?.message ?? thrown}`.slice(0, 300) };
  }
}

/** Headers with some of: the live session, the cart, a forged session cookie. */
function fuzzedCookies(rng: Rng, route: FuzzedRoute, { session, cart }: FuzzMaterial): Record<string, string> {
  // Logging out with the live session would end it for every later post: logout gets no session.
  const cookies = [
    chance(rng, 0.6) && route.name !== 'account-logout' ? session : '',
    chance(rng, 0.6) ? cart : '',
    chance(rng, 0.15) ? `slaapzaak_session=${headerSafe(nastyString(rng))}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return cookies ? { cookie: cookies } : {};
}

/**
 * A raw body of some type, or form fields (plausible, nasty, injected) url-encoded or multipart.
 * Sets the content type on `headers` where the body names one.
 */
function fuzzedBody(rng: Rng, { fields, names }: FuzzMaterial, headers: Record<string, string>): BodyInit {
  if (chance(rng, 0.12)) {
    const raw = rawBody(rng);
    headers['content-type'] = raw.type;
    return raw.body;
  }
  const params = new URLSearchParams();
  const count = Math.floor(rng() * 10);
  for (let i = 0; i < count; i++) {
    const name = chance(rng, 0.9) ? pick(rng, names) : nastyString(rng).slice(0, 300);
    const value = chance(rng, 0.5) && fields[name] ? pick(rng, fields[name]!) : nastyString(rng);
    params.append(name, value);
  }
  if (chance(rng, 0.25))
    for (const [k, v] of Object.entries(injectedFields(rng))) params.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  if (chance(rng, 0.5)) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return params;
  }
  const multipart = new FormData();
  for (const [k, v] of params) multipart.append(k, v);
  return multipart;
}
