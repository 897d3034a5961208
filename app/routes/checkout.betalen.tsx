// /checkout/betalen/{order}/ — pay (again) for an order placed in this browser (POST /v1/order/payment-url).
import { data, redirect, redirectDocument } from 'react-router';
import { Link, useParams } from 'react-router';
import { retryOrderPayment } from '~/models/checkout.server';
import { loadOwnOrder, paymentProblem, UNKNOWN_PAYMENT_PAGE } from './checkout.server';
import { paymentRedirect } from '~/lib/redirect-guard';
import type { Route } from './+types/checkout.betalen';
import { shopContext } from '~/lib/context';

export async function loader({ params }: Route.LoaderArgs) {
  return redirect(params.order ? `/checkout/status/${params.order}/` : '/cart/');
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const order = await loadOwnOrder(request, shop, params.order);
  try {
    const retry = await retryOrderPayment(shop.commerce, order.order_number);
    const target = paymentRedirect(retry.payment_url ?? `/checkout/status/${order.order_number}/`, shop.paymentOrigins);
    if (!target) return data({ message: UNKNOWN_PAYMENT_PAGE }, { status: 502 });
    return redirectDocument(target, 303);
  } catch (error) {
    const problem = paymentProblem(error);
    return data({ message: problem.message }, { status: problem.status });
  }
}

export default function Betalen({ actionData }: Route.ComponentProps) {
  const result = actionData;
  const { order } = useParams();
  return (
    <section className="status-page">
      <p className="alert alert-danger" role="alert">
        {result?.message ?? 'Betalen lukt op dit moment niet.'}
      </p>
      <div className="status-actions">
        {order ? (
          <Link to={`/checkout/status/${order}/`} className="button button-primary">
            Bekijk je bestelling
          </Link>
        ) : null}
        <Link to="/cart/" className="button button-secondary">
          Naar je winkelwagen
        </Link>
      </div>
    </section>
  );
}
