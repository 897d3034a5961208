// GET /account/orders/{order}/invoice/ — streams the invoice PDF of the logged-in customer's order.
import { shopArgs } from '~/lib/context';
import type { LoaderFunctionArgs } from 'react-router';
import { asCustomer } from '~/lib/account.server';
import { isCommerceError } from '~/models/client.server';
import { customerApi } from '~/models/customer.server';

export async function loader(args: LoaderFunctionArgs) {
  const { request, context, params } = shopArgs(args);
  const ref = (params.order ?? '').toUpperCase();
  const notFound = () =>
    new Response('Deze factuur bestaat niet.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!/^DKBD\d{7}$/.test(ref)) return notFound();
  try {
    const pdf = await asCustomer(request, context, (auth) => customerApi.invoice(context.commerce, auth, ref));
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
