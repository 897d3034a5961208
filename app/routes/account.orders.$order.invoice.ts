// GET /account/orders/{order}/invoice/ — streams the invoice PDF of the logged-in customer's order.
import { asCustomer } from '~/lib/account.server';
import { isCommerceError } from '~/models/client.server';
import { customerApi } from '~/models/customer.server';
import { isOrderNumber } from '#contract/rules/order-number';
import type { Route } from './+types/account.orders.$order.invoice';
import { shopContext } from '~/lib/context';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const ref = (params.order ?? '').toUpperCase();
  const notFound = () =>
    new Response('Deze factuur bestaat niet.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!isOrderNumber(ref)) return notFound();
  try {
    const pdf = await asCustomer(request, shop, (auth) => customerApi.invoice(shop.commerce, auth, ref));
    return new Response(pdf.body, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': pdf.headers.get('Content-Disposition') ?? `attachment; filename="factuur-${ref}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (isCommerceError(error) && error.status === 404) return notFound();
    throw error;
  }
}
