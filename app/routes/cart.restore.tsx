// /cart/restore/{token} — the link from the abandoned-cart e-mail (docs/decisions/0033). The GET
// only looks at the link (mail scanners open links too, and must not use it up); the button posts,
// and then the mailed cart's lines are copied into this visitor's own cart. The link works once,
// for 7 days; the mailed cart's quote_id never becomes this browser's cookie.
import { peekRestoreLink, reportCart, restoreCart } from '~/lib/abandonment.server';
import { data, redirect } from 'react-router';
import { Form, Link } from 'react-router';
import { CsrfField } from '~/components/ui/csrf-field';
import { getQuoteId, setQuoteId } from '~/lib/cart-cookie.server';
import { sessionStorage } from '~/lib/session.server';
import { isCommerceError } from '~/models/client.server';
import type { Route } from './+types/cart.restore';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = () => [{ title: 'Winkelwagen terughalen | Slaapzaak' }, { name: 'robots', content: 'noindex' }];

const INVALID = 'Deze link om je winkelwagen terug te halen klopt niet. Gebruik de hele link uit de e-mail.';
const TOKEN = /^[A-Za-z0-9_.-]{10,200}$/;

type Answer = { ok: true; lines: number } | { ok: false; message: string };

/** A 4xx of the API as the page's Dutch message and status; anything else is a real failure. */
function refusal(error: unknown) {
  if (isCommerceError(error) && error.status >= 400 && error.status < 500) {
    return data<Answer>({ ok: false, message: error.message || INVALID }, { status: error.status === 410 ? 410 : 404 });
  }
  throw error;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const token = params.id ?? '';
  if (!TOKEN.test(token)) return data<Answer>({ ok: false, message: INVALID }, { status: 404 });
  try {
    const { lines } = await peekRestoreLink(shop.commerce, token);
    return data<Answer>({ ok: true, lines });
  } catch (error) {
    return refusal(error);
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const token = params.id ?? '';
  if (!TOKEN.test(token)) return data<Answer>({ ok: false, message: INVALID }, { status: 404 });
  const quoteId = await getQuoteId(request, shop);
  const customerToken = (await sessionStorage(shop).getSession(request.headers.get('Cookie'))).get('customerToken');
  const headers: Record<string, string> = {};
  if (quoteId) headers['x-quote-id'] = quoteId;
  if (typeof customerToken === 'string') headers['x-customer-token'] = customerToken;
  try {
    const cart = await restoreCart(shop.commerce, token, headers);
    // docs/requirements/cart.md#api Abandonment: a cart change (with consent; never awaited).
    void reportCart({ request, context: shop }, cart);
    const cookie = cart.quote_id !== quoteId ? await setQuoteId(shop, cart.quote_id, { account: typeof customerToken === 'string' }) : null;
    return redirect('/cart/', { status: 303, headers: cookie ? { 'Set-Cookie': cookie } : {} });
  } catch (error) {
    return refusal(error);
  }
}

export default function CartRestore({ loaderData, actionData }: Route.ComponentProps) {
  const loaded = loaderData;
  const acted = actionData;
  const answer = acted ?? loaded;
  return (
    <section className="cart-empty">
      <h2>Je winkelwagen terughalen</h2>
      {answer.ok ? (
        <>
          <p>
            We zetten {answer.lines === 1 ? 'het product' : `de ${answer.lines} producten`} uit je e-mail in je winkelwagen. Producten die
            er al in zitten, blijven erin.
          </p>
          <Form method="post">
            <CsrfField />
            <button type="submit" className="button button-primary">
              Zet in mijn winkelwagen
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="alert alert-danger" role="alert">
            {answer.message}
          </p>
          <Link to="/cart/" className="button button-primary">
            Naar je winkelwagen
          </Link>
        </>
      )}
    </section>
  );
}
