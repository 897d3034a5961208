// GET /account/retouren/{number}/label/ — streams the return label PDF of the logged-in customer's own
// return (docs/decisions/0057). Another customer's return is a 404, like one that does not exist.
import { asCustomer } from '~/lib/account.server';
import { isCommerceError } from '~/models/client.server';
import { customerApi } from '~/models/customer.server';
import { isReturnNumber } from '#contract/rules/order-number';
import type { Route } from './+types/account.retouren.$number.label';
import { shopContext } from '~/lib/context';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const ref = (params.number ?? '').toUpperCase();
  const notFound = () =>
    new Response('Dit retourlabel bestaat niet.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!isReturnNumber(ref)) return notFound();
  try {
    const pdf = await asCustomer(request, shop, (auth) => customerApi.returnLabel(shop.commerce, auth, ref));
    return new Response(pdf.body, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': pdf.headers.get('Content-Disposition') ?? `attachment; filename="retourlabel-${ref}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (isCommerceError(error) && error.status === 404) return notFound();
    throw error;
  }
}
