import { data, redirect, redirectDocument } from 'react-router';
import { Form, Link, useNavigation } from 'react-router';
import { CheckoutSummary } from '~/components/checkout/checkout-summary';
import { rememberPlacedOrder } from '~/lib/cart-cookie.server';
import { sessionStorage } from '~/lib/session.server';
import { getPaymentMethods, placeOrder } from '~/models/checkout.server';
import { paymentProblem, requireCheckout, UNKNOWN_PAYMENT_PAGE } from './checkout.server';
import { paymentRedirect } from '~/lib/redirect-guard';
import { CsrfField } from '~/components/ui/csrf-field';
import type { Route } from './+types/checkout.pay';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = () => [{ title: 'Betaling | Bestellen | Slaapzaak' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { quoteId, cart, details } = await requireCheckout(request, shop);
  if (!details.customer || !details.billing) throw redirect('/checkout/address-details/');
  if (!details.payment) throw redirect('/checkout/payment-methods/');
  const { paymentMethods } = await getPaymentMethods(shop.commerce, quoteId);
  // One attempt id per rendering of this page: a double click sends the same one and so places
  // the same order; coming back to pay again after a change is a new attempt.
  return {
    cart,
    details,
    methodTitle: paymentMethods.find((m) => m.code === details.payment!.method)?.title ?? details.payment.method,
    attempt: crypto.randomUUID(),
  };
}

async function idempotencyKey(quoteId: string, attempt: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${quoteId}:${attempt}`));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const { quoteId } = await requireCheckout(request, shop);
  // A body that is no form is bad input: no attempt id, so a 400 below, not a 500.
  const form = await request.formData().catch(() => new FormData());
  const attempt = String(form.get('attempt') ?? '');
  if (!/^[0-9a-f-]{36}$/.test(attempt)) return data({ message: 'Vernieuw de pagina en probeer het opnieuw.' }, { status: 400 });
  try {
    const session = await sessionStorage(shop).getSession(request.headers.get('Cookie'));
    const customerToken = session.get('customerToken');
    const placed = await placeOrder(shop.commerce, quoteId, await idempotencyKey(quoteId, attempt), customerToken);
    // A guest order's token (the proof for an account after the order, ADR 0034) stays in the signed, HttpOnly orders cookie.
    const orderToken = typeof customerToken === 'string' ? null : placed.order_token;
    const headers = { 'Set-Cookie': await rememberPlacedOrder(request, shop, placed.order_number, orderToken) };
    // The payment page is not ours (a PSP, or the sandbox outside the storefront): a full page load,
    // and only to our own paths or the provider's checkout origin, whatever the API answered.
    const target = paymentRedirect(placed.payment_url ?? `/checkout/status/${placed.order_number}/`, shop.paymentOrigins);
    if (!target) return data({ message: UNKNOWN_PAYMENT_PAGE }, { status: 502, headers });
    return redirectDocument(target, { status: 303, headers });
  } catch (error) {
    const problem = paymentProblem(error);
    return data({ message: problem.message }, { status: problem.status });
  }
}

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, details, methodTitle, attempt } = loaderData;
  const result = actionData;
  const navigation = useNavigation();
  const c = details.customer!;
  const b = details.billing!;
  const s = details.sameDeliveryAddress === false && details.shipping ? details.shipping : b;
  return (
    <div className="checkout-step">
      <div className="checkout-form">
        {result?.message ? (
          <p className="alert alert-danger" role="alert">
            {result.message} <Link to="/cart/">Bekijk je winkelwagen</Link>
          </p>
        ) : null}
        <section className="review-block">
          <h2>Gegevens</h2>
          <p>
            {c.first_name} {c.last_name}
            {c.company ? `, ${c.company}` : ''}
            <br />
            {c.email} · {c.phone}
          </p>
          <Link to="/checkout/address-details/">Wijzigen</Link>
        </section>
        <section className="review-block">
          <h2>Bezorgadres</h2>
          <p>
            {s.street} {s.house_number}
            {s.extension ? ` ${s.extension}` : ''}
            <br />
            {s.zipcode} {s.city}
          </p>
        </section>
        <section className="review-block">
          <h2>Betaalmethode</h2>
          <p>{methodTitle}</p>
          <Link to="/checkout/payment-methods/">Wijzigen</Link>
        </section>
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="attempt" value={attempt} />
          <p className="terms-note">
            Door te bestellen ga je akkoord met onze <Link to="/service/algemene-voorwaarden/">algemene voorwaarden</Link>.
          </p>
          <button type="submit" className="button button-primary button-block" disabled={navigation.state !== 'idle'}>
            Bestelling plaatsen en betalen
          </button>
        </Form>
      </div>
      <CheckoutSummary cart={cart} />
    </div>
  );
}
