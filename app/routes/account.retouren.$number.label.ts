// GET /account/retouren/{number}/label/ — streams the return label PDF of the logged-in customer's own
// return (docs/decisions/0057). Another customer's return is a 404, like one that does not exist.
import { shopArgs } from '~/lib/context';
import type { LoaderFunctionArgs } from 'react-router';
import { asCustomer } from '~/lib/account.server';
import { isCommerceError } from '~/models/client.server';
import { customerApi } from '~/models/customer.server';

export async function loader(args: LoaderFunctionArgs) {
  const { request, context, params } = shopArgs(args);
  const ref = (params.number ?? '').toUpperCase();
  const notFound = () =>
    new Response('Dit retourlabel bestaat niet.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!/^RS\d{7}$/.test(ref)) return notFound();
  try {
    const pdf = await asCustomer(request, context, (auth) => customerApi.returnLabel(context.commerce, auth, ref));
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
