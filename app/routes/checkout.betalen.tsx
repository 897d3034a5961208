// /checkout/betalen/{order}/ — pay (again) for an order placed in this browser (POST /v1/order/payment-url).
import { data, redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/server-runtime';
import { retryOrderPayment } from '~/models/checkout.server';
import { issuesFrom, loadOwnOrder } from './checkout.server';

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(params.order ? `/checkout/status/${params.order}/` : '/cart/');
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const order = await loadOwnOrder(request, context, params.order);
  try {
    const retry = await retryOrderPayment(context.commerce, order.order_number);
    return redirectDocument(retry.payment_url ?? `/checkout/status/${order.order_number}/`, 303);
  } catch (error) {
    return data({ message: issuesFrom(error).message }, { status: 409 });
  }
}

export default function Betalen() {
  return null;
}
